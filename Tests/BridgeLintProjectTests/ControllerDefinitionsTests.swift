import BridgeLintProject
import Testing

/// A page is an `.html` template: a `respond_to` answers an HTML request by its `format.html`
/// branch, or with 406 when it names formats and none may be HTML.
@Suite struct ControllerDefinitionsTests {
    static let helpers = "\n  private\n\n  def leave\n    redirect_to root_path\n  end\n\n  def maybe_leave\n    redirect_to root_path if stale?\n  end\n"

    /// What `show` of a controller with `body` (and the helpers above) always responds with.
    static func response(_ body: String) -> ControllerDefinitions.Response? {
        let ruby = "class OrganizationsController < ApplicationController\n  def show\n\(body)\n  end\n\(helpers)end\n"
        return ControllerDefinitions.response(of: "show", in: [ControllerDefinitions(ruby: Array(ruby.utf8))])
    }

    @Test(arguments: [
        ("    @organization = Organization.find(params[:id])\n    respond_to do |format|\n      format.html { redirect_to dashboard_path, notice: \"Switched to #{@organization.name}.\" }\n      format.json { render json: @organization }\n    end",
         ControllerDefinitions.Response.redirect),
        ("    respond_to { |format| format.html { redirect_to root_path } }", .redirect),
        ("    respond_to do |wants|\n      wants.json { render json: {} }\n      wants.html do\n        flash[:notice] = \"Gone\"\n        redirect_to root_path\n      end\n    end", .redirect),
        ("    respond_to do |format|\n      format.html { head :no_content }\n      format.xml\n    end", .head),
        ("    respond_to do |format|\n      format.html { leave }\n    end", .redirect),
        ("    respond_to do |format|\n      format.html { render :profile }\n    end", .template),
        ("    respond_to do |format|\n      format.json { render json: {} }\n      format.turbo_stream { render turbo_stream: turbo_stream.remove(@organization) }\n    end", .notAcceptable),
        ("    respond_to do |format|\n      format.json\n      format.turbo_stream\n    end", .notAcceptable),
        ("    respond_to { |format| format.json { render json: {} }; format.csv { send_data export } }", .notAcceptable),
        // A conditional `respond_to` whose HTML answer responds otherwise renders no template.
        ("    respond_to { |format| format.html { redirect_to root_path } } if request.xhr?\n    render json: {}", .json),
    ])
    func aRespondToWhoseHTMLAnswerRespondsOtherwiseIsTheResponse(body: String, response: ControllerDefinitions.Response) {
        #expect(Self.response(body) == response)
    }

    @Test(arguments: [
        "    respond_to do |format|\n      format.html\n      format.json { render json: {} }\n    end",
        "    respond_to do |format|\n      format.html { render layout: \"touch\" }\n    end",
        "    respond_to do |format|\n      format.any { redirect_to root_path }\n    end",
        "    respond_to do |format|\n      format.all { head :ok }\n    end",
        "    respond_to do |format|\n      format.json { render json: {} }\n      format.js\n    end",
        "    respond_to do |format|\n      format.pdf { render pdf: \"report\", template: \"organizations/show\" }\n    end",
        "    respond_to do |format|\n      format.json { render_report }\n    end",
        "    respond_to do |format|\n      format.mobile { redirect_to root_path }\n    end",
        "    respond_to do |format|\n      format.send(kind) { head :ok }\n    end",
        "    respond_to do |format|\n      @kind = :html\n      format.json { render json: {} }\n    end",
        "    respond_to do |format|\n    end",
        "    respond_to do |format|\n      format.html { redirect_to root_path if stale? }\n    end",
        "    respond_to do |format|\n      format.html { maybe_leave }\n    end",
        "    respond_to do |format|\n      format.html do\n        if stale?\n          redirect_to root_path\n        else\n          head :ok\n        end\n      end\n    end",
        "    respond_to do |format|\n      format.html { |variant| variant.phone { redirect_to root_path } }\n    end",
        "    respond_to do |format|\n      format.html.phone { redirect_to root_path }\n    end",
        "    respond_to do |format|\n      format.html { redirect_to root_path }\n      format.html\n    end",
        "    respond_to do |format|\n      format.html { redirect_to root_path }\n    end if request.xhr?",
        "    respond_to(&:html)",
        "    respond_to :html\n    redirect_to root_path",
    ])
    func aRespondToThatMayRenderTheTemplateKeepsItLive(body: String) {
        #expect(Self.response(body) == nil)
    }

    /// A bare `return` on no condition after the response ends the action: the former body
    /// below it (a feature switched off with a redirect) never runs, whatever it renders.
    @Test(arguments: [
        ("    flash[:notice] = \"Switched off\"\n    redirect_to root_path\n    return\n\n    @items = Item.all\n    render :index", ControllerDefinitions.Response.redirect),
        ("    head :gone; return\n    render :show", .head),
    ])
    func aBareReturnAfterTheResponseEndsTheAction(body: String, response: ControllerDefinitions.Response) {
        #expect(Self.response(body) == response)
    }

    /// An `if` or `unless` with an `else` whose every branch sends the same response at its top
    /// level always sends it; a branch that may send nothing (no `else`, a condition on its
    /// response, a response in a block) may render the template.
    @Test(arguments: [
        ("    if @request.approved?\n      @request.update!(status: :taken)\n      redirect_to @request\n    else\n      flash[:alert] = \"Not approved\"\n      redirect_to @request\n    end", ControllerDefinitions.Response?.some(.redirect)),
        ("    if a?\n      redirect_to root_path\n    elsif b?\n      redirect_to other_path\n    else\n      redirect_back fallback_location: root_path\n    end", .redirect),
        ("    unless allowed?\n      head :forbidden\n    else\n      head :ok\n    end", .head),
        ("    if a?\n      redirect_to root_path\n    end", nil),
        ("    if a?\n      redirect_to root_path\n    else\n      @items = Item.all\n    end", nil),
        ("    if a?\n      redirect_to root_path\n    else\n      redirect_to other_path if b?\n    end", nil),
        ("    if a?\n      redirect_to root_path\n    else\n      items.each do |item|\n        redirect_to item\n      end\n    end", nil),
        ("    if a?\n      redirect_to root_path\n    elsif b?\n      @b = true\n    else\n      redirect_to other_path\n    end", nil),
        ("    if a?\n      redirect_to root_path\n    else\n      head :ok\n    end", nil),
    ])
    func everyBranchOfAConditionalResponding(body: String, response: ControllerDefinitions.Response?) {
        #expect(Self.response(body) == response)
    }

    /// A method is called where a call, a callback or `helper_method` names it, not where an
    /// option names actions or templates (`only:`, `action:`), nor as another object's method.
    @Test func aMethodIsCalledWhereACallOrCallbackNamesIt() {
        let ruby = """
        class PeopleController < ApplicationController
          before_filter :load_person, :only => [:show, :money]
          before_action :track, if: :tracked?
          helper_method :badge

          def show
            @links = [["Money", {:action => 'money', :id => @person}], ["Wiki", { action: "wiki" }]]
            @total = @person.money + self.fees
            render :layout => false
          end

          def money; render layout: false; end
          def wiki; render; end
          def rows; render :partial => "row", :layout => false; end
          def popular; render :update do |page| page.hide(:x) end; end
          def json; render json: {}; end
          def later; render if stale?; end
          def fees; 0; end
          def load_person; end
          def track; end
          def tracked?; true; end
          def badge; end
        end

        """
        let definitions = ControllerDefinitions(ruby: Array(ruby.utf8))
        #expect(["money", "wiki", "show"].allSatisfy(definitions.isCalledNowhere))
        #expect(!["fees", "load_person", "track", "tracked?", "badge"].contains(where: definitions.isCalledNowhere))
        #expect(definitions.methodsRenderingCurrentAction == ["show", "money", "wiki", "later"])
        let classLevel = ControllerDefinitions(ruby: Array("class A < B\n  rescue_from Oops do\n    render layout: false\n  end\nend\n".utf8))
        #expect(classLevel.methodsRenderingCurrentAction == nil)
    }

    /// Not when the `return` is conditional, returns a value, or comes before the response.
    @Test(arguments: [
        "    redirect_to root_path\n    return if stale?\n    render :index",
        "    return\n    redirect_to root_path",
        "    if stale?\n      redirect_to root_path\n      return\n    end\n    render :index",
    ])
    func aReturnThatDoesNotEndTheActionAfterItsResponseKeepsTheRest(body: String) {
        #expect(Self.response(body) == nil)
    }
}
