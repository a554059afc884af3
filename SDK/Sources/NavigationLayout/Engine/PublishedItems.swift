/// The views and guides of a map's last ``ResolvedLayout``, kept by its engine so that a pass
/// that only moved frames (a resize) copies them and refreshes their frames instead of reading
/// every view again. Anything else that is published drops them
/// (``LayoutEngine/publishedAttributesChanged()``): the tree, ids, hidden flags, opacity,
/// corners, guides. Debug builds check each reuse against a fresh reading.
///
/// Nothing but the published values is kept: since the tree and its guides are as they were when
/// these were read, a refresh walks them again in the same order (two lists of item states kept
/// for it cost two allocations and a retain per item at every reading).
@MainActor
struct PublishedItems: Equatable {
    private(set) var views: [ResolvedLayout.View] = []
    private(set) var guides: [ResolvedLayout.Guide] = []

    /// Reads every view and guide of the map's tree, back to front, each view before its guides.
    /// Loops rather than closures: see Array.removeFirst(identicalTo:).
    init(of map: GMSMapView) {
        let engine = map.engine
        // The engine's list holds the views, and reading them changes nothing in the tree: each is
        // reached without a retain (Engine/Unretained.swift).
        let descendants = engine.descendants
        views.reserveCapacity(descendants.count)
        let guideCount = Self.guideCount(of: map, descendants)
        if guideCount > 0 { guides.reserveCapacity(guideCount) }
        appendGuides(of: map)
        for index in descendants.indices {
            descendants.unretained(at: index)._withUnsafeGuaranteedRef { view in
                let corners = view.publishedCorners
                views.append(
                    ResolvedLayout.View(
                        id: view.layoutIdentifier, kind: view.publishedKind, frame: view.layoutState.frameInMap,
                        hidden: view.isPublishedHidden(in: engine), opacity: view.opacity.publishedOpacity,
                        zOrder: index, cornerRadius: corners.radius, roundedCorners: corners.corners))
                appendGuides(of: view)
            }
        }
    }

    /// How many guides the map and `descendants` hold, published or not: room enough for the
    /// published ones, made at once.
    private static func guideCount(of map: GMSMapView, _ descendants: [UIView]) -> Int {
        var count = map.allGuides.count
        for index in descendants.indices {
            count += descendants.unretained(at: index)._withUnsafeGuaranteedRef { $0.allGuides.count }
        }
        return count
    }

    private mutating func appendGuides(of view: UIView) {
        // The view holds its guides while they are read.
        let all = view.allGuides
        for index in all.indices {
            all.unretained(at: index)._withUnsafeGuaranteedRef { guide in
                guard guide.isPublished else { return }
                guides.append(ResolvedLayout.Guide(id: guide.identifier, frame: guide.layoutState.frameInMap))
            }
        }
    }

    /// Brings every frame up to date with the last pass, walking the tree of `map` in the order
    /// ``init(of:)`` read it (nothing in it changed since, or the engine would have dropped these).
    /// A resize does this for every view: the lists are written through their buffers, without a
    /// uniqueness check per frame. Returns false, leaving the frames half refreshed, if the tree
    /// no longer has as many views and guides as were read: a change the engine missed is then
    /// read afresh rather than written past the lists' ends.
    mutating func refreshFrames(of map: GMSMapView) -> Bool {
        // The engine's list holds the views (as in init(of:)).
        let descendants = map.engine.descendants
        guard descendants.count == views.count else { return false }
        return views.withUnsafeMutableBufferPointer { views in
            guides.withUnsafeMutableBufferPointer { guides in
                var guideIndex = 0
                var fits = Self.refreshGuideFrames(of: map, in: guides, from: &guideIndex)
                for index in descendants.indices where fits {
                    descendants.unretained(at: index)._withUnsafeGuaranteedRef { view in
                        views[index].frame = view.layoutState.frameInMap
                        fits = Self.refreshGuideFrames(of: view, in: guides, from: &guideIndex)
                    }
                }
                return fits && guideIndex == guides.count
            }
        }
    }

    /// Refreshes the frames of the view's published guides, which start at `guideIndex` of
    /// `guides`; false if there are more than `guides` has room for.
    private static func refreshGuideFrames(
        of view: UIView, in guides: UnsafeMutableBufferPointer<ResolvedLayout.Guide>, from guideIndex: inout Int
    ) -> Bool {
        guard !view.allGuides.isEmpty else { return true }
        // The view holds its guides while they are read.
        let all = view.allGuides
        var fits = true
        for index in all.indices where fits {
            all.unretained(at: index)._withUnsafeGuaranteedRef { guide in
                guard guide.isPublished else { return }
                guard guideIndex < guides.count else { return fits = false }
                guides[guideIndex].frame = guide.layoutState.frameInMap
                guideIndex += 1
            }
        }
        return fits
    }

    nonisolated static func == (lhs: PublishedItems, rhs: PublishedItems) -> Bool {
        lhs.views == rhs.views && lhs.guides == rhs.guides
    }
}
