import LayoutSolver
import Testing

@testable import NavigationLayout

/// What the review of the geometry records found: a record is broken as the constraint it replaces
/// was, taken out of the solver when it gives way and tried again at the next pass.
@MainActor
@Suite struct GeometryRecordReviewTests {
    /// The logo pinned to the map's top-left corner, laid out, with the stand-in of its width that
    /// `constraintsAffectingLayout` hands out activated by the delegate and in the solver.
    private func logoWithActivatedWidthStandIn() -> (map: GMSMapView, logo: UIView, width: NSLayoutConstraint) {
        let map = makeMap()
        let logo = map.components.guidanceState().googleLogo
        map.addSubview(logo)
        pin(logo, to: map)
        _ = map.resolveLayout()
        let width = logo.constraintsAffectingLayout(for: .horizontal).first { $0.identifier == "sdk.width" }!
        width.isActive = true
        expectFrame(map.resolveLayout(), "googleLogo", CGRect(x: 0, y: 0, width: 64, height: 24))
        return (map, logo, width)
    }

    /// Takes the logo out, gives the activated stand-in a width of 70 and puts the logo back: its
    /// new width record is newer than the stand-in, which stays active and is installed again.
    private func rejoin(_ logo: UIView, to map: GMSMapView, withOlderWidth width: NSLayoutConstraint) {
        logo.removeFromSuperview()
        width.constant = 70
        map.addSubview(logo)
        pin(logo, to: map)
    }

    private func pin(_ logo: UIView, to map: GMSMapView) {
        NSLayoutConstraint.activate([
            logo.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            logo.topAnchor.constraint(equalTo: map.topAnchor),
        ])
    }

    /// Taken out and put back, the logo's width record is newer than the activated stand-in (which
    /// stays active and is installed again). A new constant on the older one contradicts the newer
    /// record, which gives way (SPEC §4): it must leave the solver. Before the fix `breakOne` marked
    /// the stand-in broken without taking the record out, and `moveConstant` retried forever.
    @Test(.timeLimit(.minutes(1)))
    func aRecordNewerThanAnInstalledSDKConstraintGivesWayToItsNewConstant() {
        let (map, logo, width) = logoWithActivatedWidthStandIn()
        logo.removeFromSuperview()
        map.addSubview(logo)
        pin(logo, to: map)
        expectFrame(map.resolveLayout(), "googleLogo", CGRect(x: 0, y: 0, width: 64, height: 24))
        width.constant = 70
        expectFrame(map.resolveLayout(), "googleLogo", CGRect(x: 0, y: 0, width: 70, height: 24))
        let reports = map.takeDiagnostics(code: "unsatisfiable-constraints")
        #expect(reports.count == 1)
        #expect(reports.first?.message.contains("breaking 'sdk.width' googleLogo.width == 64") == true)
        // The record comes back once nothing contradicts it.
        width.isActive = false
        expectFrame(map.resolveLayout(), "googleLogo", CGRect(x: 0, y: 0, width: 64, height: 24))
    }

    /// A record that gives way is tried again at the next pass, as a broken constraint is: before
    /// the fix it was left out until its constant changed, and the logo lost its width for good.
    @Test func aRecordThatGaveWayComesBackWhenTheContradictionGoes() {
        let (map, logo, width) = logoWithActivatedWidthStandIn()
        rejoin(logo, to: map, withOlderWidth: width)
        // The older 70 is added first; the logo's newer 64 gives way.
        expectFrame(map.resolveLayout(), "googleLogo", CGRect(x: 0, y: 0, width: 70, height: 24))
        #expect(map.takeDiagnostics(code: "unsatisfiable-constraints").count == 1)
        width.isActive = false
        expectFrame(map.resolveLayout(), "googleLogo", CGRect(x: 0, y: 0, width: 64, height: 24))
        #expect(map.takeDiagnostics(code: "unsatisfiable-constraints").isEmpty)
    }

    /// A broken record is reported among what is wrong now, as a broken constraint is, until it
    /// holds again.
    @Test func aBrokenRecordIsReportedWhileItStaysBroken() {
        let (map, logo, width) = logoWithActivatedWidthStandIn()
        rejoin(logo, to: map, withOlderWidth: width)
        _ = map.resolveLayout()
        let current = map.engine.currentDiagnostics().filter { $0.code == "unsatisfiable-constraints" }
        #expect(current.count == 1)
        width.isActive = false
        _ = map.resolveLayout()
        #expect(map.engine.currentDiagnostics().filter { $0.code == "unsatisfiable-constraints" }.isEmpty)
    }

    /// A component that leaves while its record is broken leaves nothing behind in the engine's
    /// list of broken constraints.
    @Test func aBrokenRecordOfAComponentThatLeavesIsForgotten() {
        let (map, logo, width) = logoWithActivatedWidthStandIn()
        rejoin(logo, to: map, withOlderWidth: width)
        _ = map.resolveLayout()
        logo.removeFromSuperview()
        _ = map.resolveLayout()
        #expect(map.engine.broken.allSatisfy { $0.isActive })
    }

    /// A delegate that kept the stand-in of a record and activates it while the record is broken
    /// makes it its own constraint: the record is still tried again, and holds once nothing
    /// contradicts it.
    @Test func aBrokenRecordWhoseStandInADelegateActivatesIsStillRetried() {
        let (map, logo, width) = logoWithActivatedWidthStandIn()
        logo.removeFromSuperview()
        map.addSubview(logo)
        pin(logo, to: map)
        _ = map.resolveLayout()
        width.constant = 70
        _ = map.resolveLayout()
        // The stand-in the delegate would hold had it asked for the constraints deciding the logo.
        guard let record = map.engine.broken.first(where: { $0.identifier == "sdk.width" && !$0.isActive }) else {
            Issue.record("the logo's width record is not broken")
            return
        }
        record.isActive = true
        _ = map.resolveLayout()
        width.isActive = false
        record.isActive = false
        expectFrame(map.resolveLayout(), "googleLogo", CGRect(x: 0, y: 0, width: 64, height: 24))
    }
}
