import HRSniffKit

/// Words for the report's charts and summaries: a decoded field as people name it ("Battery level (%)", "Energy
/// expended (kJ)") rather than its JSON name, and whether its values hold until the next one (drawn as steps).
enum ChartText {
    /// "Heart rate", "Energy expended", "SpO2", "Battery level": the field's name without its unit, in words.
    /// A field named only by what it measures of its characteristic ("level" of Battery Level) takes the
    /// characteristic's name.
    static func quantity(key: String, unit: String?, characteristic: String) -> String {
        if key == "bpm" { return "Heart rate" }
        var base = key
        // "temperature (°F)": a second series of another unit already names it.
        if let open = base.range(of: " (") { base = String(base[..<open.lowerBound]) }
        var tokens = base.split(separator: "_").map(String.init)
        let slug = unitSlug(unit)
        if !slug.isEmpty, tokens.count > slug.count, Array(tokens.suffix(slug.count)) == slug {
            tokens.removeLast(slug.count)
        }
        if tokens == ["level"] || tokens == ["value"] {
            return sentence(characteristic.split(separator: " ").map { String($0) })
        }
        return sentence(tokens)
    }

    /// The label of a chart's value axis: "Battery level (%)".
    static func axisLabel(key: String, unit: String?, characteristic: String) -> String {
        let q = quantity(key: key, unit: unit, characteristic: characteristic)
        guard let unit = unitText(key: key, unit: unit), !unit.isEmpty else { return q }
        return "\(q) (\(unit))"
    }

    /// The unit as written after a value; a series that names a unit of its own ("temperature (°F)") keeps it.
    static func unitText(key: String, unit: String?) -> String? {
        if let open = key.range(of: " ("), key.hasSuffix(")") {
            return String(key[open.upperBound ..< key.index(before: key.endIndex)])
        }
        return unit
    }

    /// The tokens a field name ends with for its unit: "km/h" → ["km", "h"], "%" → ["percent"].
    static func unitSlug(_ unit: String?) -> [String] {
        guard let unit else { return [] }
        if unit == "%" { return ["percent"] }
        var tokens: [String] = []
        var current = ""
        for ch in unit.lowercased() {
            if ch.isLetter || ch.isNumber {
                current.append(ch)
            } else if !current.isEmpty {
                tokens.append(current)
                current = ""
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    /// Tokens as a sentence-case phrase, with the abbreviations people write in capitals.
    static func sentence(_ tokens: [String]) -> String {
        let special = ["spo2": "SpO2", "hr": "HR", "rr": "RR", "csc": "CSC", "met": "MET", "bmi": "BMI", "pr": "PR"]
        var words: [String] = []
        for (i, t) in tokens.enumerated() {
            let lower = t.lowercased()
            if let s = special[lower] {
                words.append(s)
            } else if i == 0 {
                words.append(lower.prefix(1).uppercased() + lower.dropFirst())
            } else {
                // Keep the capitals of a characteristic name's acronyms ("PLX", "CSC"); lower the rest.
                words.append(t.count > 1 && t == t.uppercased() ? t : lower)
            }
        }
        return words.joined(separator: " ")
    }

    /// True when the series' values hold until the next one rather than varying continuously between
    /// measurements: whole numbers that change in few, lasting steps (a battery level, a cumulative count). Heart
    /// rate and the RR intervals are always lines.
    static func isStepwise(key: String, points: [SeriesSampler.Point]) -> Bool {
        guard key != "bpm", !key.hasSuffix("_bpm"), points.count >= 2 else { return false }
        guard points.allSatisfy({ $0.y == $0.y.rounded() }) else { return false }
        var changes = 0
        for i in 1 ..< points.count where points[i].y != points[i - 1].y { changes += 1 }
        // Mostly repeated values: a level read now and then, not a measurement that moves each time.
        return changes * 2 <= points.count - 1
    }
}
