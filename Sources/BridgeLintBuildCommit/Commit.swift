/// The git commit bridgelint was built from, or nil outside a git checkout; the BuildCommit
/// plugin generates `buildCommit`. A module of its own, imported only by the engine's
/// `Version.swift`: a new commit recompiles this module and that file and relinks, where in the
/// engine itself it recompiled every module that imports the engine.
public let builtFromCommit: String? = buildCommit
