/// Every rule bridgelint has, in the order `bridgelint rules` lists them.
public enum RuleRegistry {
    public static let all: [any Rule] = [
        HTMLMismatchedEndTagRule(),
        HTMLInvalidNestingRule(),
        HTMLDuplicateAttributeRule(),
        HTMLParseErrorRule(),
        StimulusUnknownControllerRule(),
        StimulusUnknownTargetRule(),
        StimulusLegacyTargetRule(),
        StimulusInvalidActionRule(),
        StimulusUnknownEventRule(),
        StimulusUnknownActionMethodRule(),
        StimulusUnknownValueRule(),
        StimulusValueTypeRule(),
        StimulusUnknownClassRule(),
        StimulusUnknownOutletRule(),
        StimulusOutOfScopeRule(),
        StimulusValuePlacementRule(),
        StimulusDuplicateControllerRule(),
        StimulusUnusedControllerRule(),
        StimulusUnloadedControllerRule(),
        BridgeUnknownAttributeRule(),
        BridgeInvalidDisabledRule(),
        BridgeInvalidOptoutRule(),
        BridgeMissingTitleRule(),
        BridgeAttributeValueRule(),
        BridgeUnknownSFSymbolRule(),
        BridgeMenuLinkMethodRule(),
        BridgeMissingNativeRule(),
        BridgeNameMismatchRule(),
        BridgeInvalidComponentNameRule(),
        BridgeMessageFieldsRule(),
        BridgeConnectSuperRule(),
        NativeNotRegisteredRule(),
        NativeImageOnlyControlRule(),
        NativePathUnknownPropertyRule(),
        NativePathUnknownValueRule(),
        NativePathValueTypeRule(),
        NativePathInvalidPatternRule(),
        NativePathRoutePatternRule(),
        NativePathOverriddenRuleRule(),
        NativePathUnknownScreenRule(),
        NativePathUnknownSFSymbolRule(),
        NativePathPlatformDriftRule(),
        NativePathUnmatchedPatternRule(),
        NativePathUnknownTabPathRule(),
        RailsDataUnderscoreRule(),
        RailsDataArrayRule(),
        RailsLinkMethodRule(),
        RailsUnknownRouteHelperRule(),
        RailsUnrenderedTemplateRule(),
        TurboUnknownAttributeRule(),
        TurboInvalidValueRule(),
        TurboPermanentWithoutIDRule(),
        TurboUnknownFrameRule(),
        TurboDuplicateFrameRule(),
        TurboUnknownStreamActionRule(),
        TurboUnknownStreamTargetRule(),
        TurboFrameSourceMissingFrameRule(),
        FormFieldTypoRule(),
        FormUnknownFieldRule(),
        SuppressionUnusedRule(),
    ]

    public static func rule(withID id: String) -> (any Rule)? {
        all.first { $0.metadata.id == id }
    }

    public static let ids: [String] = all.map(\.metadata.id)

    /// The ids as a set, for lookups on every file.
    public static let idSet: Set<String> = Set(ids)
}
