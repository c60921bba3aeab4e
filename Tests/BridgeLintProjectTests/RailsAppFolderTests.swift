import Testing
@testable import BridgeLintProject

/// A real repository keeps the Rails app in `rails/` next to `ios/`, with a `.bridgelint.yml`
/// at the root naming `rails/app/javascript/controllers`. Its schema, models and `app/`
/// sources must be read from `rails/`: without them, `form-field-typo` guessed the wrong side
/// of `label :passwor_confirmation` / `password_field :password_confirmation`.
@Suite struct RailsAppFolderTests {
    @Test func readsTheSchemaModelsAndAppFolderOfARailsAppInASubfolder() {
        let folder = TemporaryFolder()
        folder.write("rails/app/javascript/controllers/hello_controller.js",
                     "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {}\n")
        folder.write("rails/db/schema.rb", """
        ActiveRecord::Schema[7.1].define(version: 1) do
          create_table "users", force: :cascade do |t|
            t.string "email"
          end
        end
        """)
        folder.write("rails/app/models/user.rb", "class User < ApplicationRecord\n  has_secure_password\nend\n")
        folder.write("rails/app/helpers/hello_helper.rb", "def greet = tag.div(data: { controller: \"hello\" })\n")
        var configuration = Configuration()
        configuration.controllers.paths = ["rails/app/javascript/controllers"]
        let project = ProjectModel.load(root: folder.path, configuration: configuration)
        #expect(project.sourceFolders.filter { $0.hasSuffix("app") } == ["app", "rails/app"])
        #expect(project.schema.attributeNames(forModel: "User")?.isSuperset(of: ["email", "password_confirmation"]) == true)
        #expect(NameMentions.count(["hello"], in: project.files, folders: project.sourceFolders)["hello"]?["rails/app/helpers/hello_helper.rb"] == 1)
    }

    @Test func theRootAppComesFirst() {
        #expect(RailsAppFolders.prefixes(controllerFolders: Configuration.defaultControllerPaths) == [""])
        #expect(RailsAppFolders.prefixes(controllerFolders: ["web/app/javascript/controllers", "app/components"]) == ["", "web/"])
    }
}
