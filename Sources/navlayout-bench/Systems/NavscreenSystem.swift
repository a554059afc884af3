import LayoutSolver

/// kiwi_bench.py's `navscreen`: a 390×844 portrait phone (safe-area insets top 47, bottom 34) with
/// a turn-by-turn card, an ETA card lifted by `prompt`, the map viewport between them, a stack of
/// three buttons, a logo with content hugging and compression resistance, and a speed widget.
/// 41 variables, 45 constraints, 3 edit variables. The `resize` and `animate` scenarios reuse it.
enum NavscreenSystem {
    /// The sizes the `resize` scenario cycles through, in kiwi_bench.py's order.
    static let resizeSizes: [(width: Double, height: Double)] = [(390, 844), (844, 390), (1024, 768), (430, 932)]

    /// The system, in the statement order of kiwi_bench.py's `navscreen_system`.
    static func make(width: Double = 390, height: Double = 844) -> LinearSystem {
        let s = SystemBuilder(name: "navscreen")
        let root = s.box("root")
        let prompt = s.variable("prompt")
        s.edit("root.width", .strong, width)
        s.edit("root.height", .strong, height)
        s.edit("prompt", .strong, 0)
        s.eq(root.left, 0)
        s.eq(root.top, 0)
        s.ge(root.width, 0)
        s.ge(root.height, 0)
        s.ge(prompt, 0)

        // The safe-area layout guide: insets top 47, bottom 34, leading and trailing 0.
        let safe = s.box("safe")
        s.eq(safe.left, root.left + 0)
        s.eq(safe.top, root.top + 47)
        s.eq(safe.right, root.right - 0)
        s.eq(safe.bottom, root.bottom - 34)

        let turn = s.box("turn")
        s.eq(turn.left, safe.left)
        s.eq(turn.width, safe.width)
        s.eq(turn.top, safe.top)
        s.eq(turn.height, 120)

        let eta = s.box("eta")
        s.eq(eta.left, safe.left)
        s.eq(eta.width, safe.width)
        s.eq(eta.bottom, safe.bottom - prompt)
        s.eq(eta.height, 90)

        let viewport = s.box("viewport")
        s.eq(viewport.left, safe.left)
        s.eq(viewport.width, safe.width)
        s.eq(viewport.top, turn.bottom)
        s.eq(viewport.bottom, eta.top)
        s.ge(viewport.height, 300, .medium)

        // kiwi_bench.py makes all three buttons before constraining any, which fixes the
        // variable order.
        let buttons = ["btn1", "btn2", "btn3"].map { s.box($0) }
        for button in buttons {
            s.eq(button.width, 48)
            s.eq(button.height, 48)
        }
        let (b1, b2, b3) = (buttons[0], buttons[1], buttons[2])
        s.eq(b3.right, safe.right - 8)
        s.eq(b3.bottom, eta.top - 8)
        s.eq(b2.bottom, b3.top - 8)
        s.eq(b1.bottom, b2.top - 8)
        s.eq(b1.centerX, b3.centerX)
        s.eq(b2.centerX, b3.centerX)

        let logo = s.box("logo")
        s.eq(logo.left, safe.left + 8)
        s.eq(logo.bottom, eta.top - 8)
        s.ge(logo.width, 80, .strong)  // compression resistance (750)
        s.le(logo.width, 80, .weak)  // content hugging (250)
        s.ge(logo.height, 24, .strong)
        s.le(logo.height, 24, .weak)
        s.le(logo.right, b3.left - 8)

        let speed = s.box("speed")
        s.eq(speed.width, 64)
        s.eq(speed.height, 64)
        s.eq(speed.centerX, logo.centerX)
        s.eq(speed.bottom, logo.top - 8)

        var system = s.system
        system.expected = expectation(width: width, height: height, prompt: 0)
        return system
    }

    /// kiwi_bench.py's `navscreen_expect`: the solution at `width`×`height` with the ETA card
    /// lifted by `prompt`. In landscape the medium `viewport.height >= 300` gives way.
    static func expectation(width w: Double, height h: Double, prompt: Double) -> [Expectation] {
        let etaTop = h - 34 - prompt - 90
        let viewportTop = 47.0 + 120
        let button3Top = etaTop - 8 - 48
        let logoTop = etaTop - 8 - 24
        let values: KeyValuePairs<String, Double> = [
            "safe.left": 0, "safe.top": 47, "safe.width": w, "safe.height": h - 81,
            "turn.left": 0, "turn.top": 47, "turn.width": w, "turn.height": 120,
            "eta.left": 0, "eta.top": etaTop, "eta.width": w, "eta.height": 90,
            "viewport.left": 0, "viewport.top": viewportTop, "viewport.width": w,
            "viewport.height": etaTop - viewportTop,
            "btn3.left": w - 56, "btn3.top": button3Top,
            "btn2.left": w - 56, "btn2.top": button3Top - 56,
            "btn1.left": w - 56, "btn1.top": button3Top - 112,
            "logo.left": 8, "logo.top": logoTop, "logo.width": 80, "logo.height": 24,
            "speed.left": 16, "speed.top": logoTop - 72, "speed.width": 64, "speed.height": 64,
        ]
        return values.map { Expectation(name: $0.key, value: $0.value) }
    }
}
