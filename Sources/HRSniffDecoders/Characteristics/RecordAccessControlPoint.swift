import HRSniffBytes
import HRSniffATT
import HRSniffGATT

/// The Record Access Control Point (GSS Record Access Control Point; Glucose Service §3.4, CGM Service §3.8), shared
/// by the services that keep stored records (Glucose, Continuous Glucose Monitoring, Pulse Oximeter, …).
extension Decoders {
    /// 0x2A52 Record Access Control Point.
    ///
    /// Layout: Op Code (UINT8) | Operator (UINT8) | Operand (variable).
    /// - Requests 1 Report stored records, 2 Delete stored records, 4 Report number of stored records, 7 Combined
    ///   Report take an operator; operators 2 ≤, 3 ≥ and 4 within range (inclusive) are followed by a Filter Type
    ///   (UINT8) and one value (≤: the maximum, ≥: the minimum) or two (range: minimum, maximum). Filter type 1 is
    ///   a UINT16 (the Glucose Service's Sequence Number, the CGM Service's Time Offset in minutes: the services
    ///   define it differently and the value alone does not say which), filter type 2 a User Facing Time (Date
    ///   Time, 7 bytes; Glucose Service).
    /// - 3 Abort operation: operator Null, no operand.
    /// - 5 Number of stored records response and 8 Combined Report Response: operator Null, a UINT16 count (a UINT32
    ///   when the value has 4 operand bytes; the size is the service's choice).
    /// - 6 Response Code: operator Null, Request Op Code (UINT8) and Response Code Value (UINT8).
    ///
    /// Fields: `op_code`, `op_code_name`, `operator`, `operator_name`, then as the op code gives: `filter_type`,
    /// `filter_type_name`, `minimum`, `maximum` (ints, or Date Time objects with `minimum_text` / `maximum_text`),
    /// `number_of_records`, `request_op_code`, `request_op_code_name`, `response_code`, `response_code_name`;
    /// `operand` (bytes) for operands of reserved op codes or filter types.
    ///
    /// Summaries: "report stored records: all records", "report stored records: greater than or equal to 42",
    /// "response to report stored records: success", "number of stored records: 12".
    ///
    /// tshark 4.0 (`btatt.record_access_control_point.*`) shows op codes, operators and response codes as numbers
    /// with names, and names the UINT16 filter values "Min/Max Time Offset" whatever the service; it has no field for
    /// User Facing Time operands.
    static func recordAccessControlPoint(_ value: Bytes, describe: Bool = true) -> DecodedValue {
        guard let opCode = value[checked: 0] else {
            return emptyValue("Record Access Control Point", minimum: 2)
        }
        var fields = [DecodedField]()
        fields.reserveCapacity(10)
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        let opName = racpOpCodeName(opCode)
        fields.append(DecodedField("op_code", .int(Int64(opCode))))
        fields.append(DecodedField("op_code_name", .string(opName ?? "Reserved")))
        let opText = opName?.lowercased() ?? "reserved op code " + DecoderFormat.hex(UInt64(opCode), digits: 2)
        if opName == nil {
            problems.append("op code \(DecoderFormat.hex(UInt64(opCode), digits: 2)) is reserved for future use")
        }

        guard let op = value[checked: 1] else {
            problems.append(DecoderFormat.missingMandatory("operator", value))
            summary.add(opText)
            return finish(fields, summary, problems)
        }
        let operatorName = racpOperatorName(op)
        fields.append(DecodedField("operator", .int(Int64(op))))
        fields.append(DecodedField("operator_name", .string(operatorName ?? "Reserved")))
        if operatorName == nil { problems.append("operator \(op) is reserved for future use") }
        var reader = FieldReader(value, offset: 2)
        // Cleared when the operand is cut short: the bytes read so far are then not "after the operand".
        var complete = true

        func requireNullOperator() {
            if op != 0 { problems.append("op code \(opText) takes the Null operator, not \(op)") }
        }

        switch opCode {
        case 1, 2, 4, 7:
            switch op {
            case 0:
                problems.append("op code \(opText) needs an operator; Null is invalid with it")
                summary.add(opText)
            case 2, 3, 4:
                let filter = racpFilter(operator: op, &reader, value, &fields, &problems)
                summary.add(opText + ": " + filter.text)
                complete = filter.complete
            default:
                summary.add(opText + ": " + (operatorName?.lowercased() ?? "operator \(op)"))
            }
        case 3:
            requireNullOperator()
            summary.add(opText)
        case 5, 8:
            requireNullOperator()
            let count: UInt32?
            if reader.remaining == 4 {
                count = reader.u32()
            } else {
                count = reader.u16().map(UInt32.init)
            }
            guard let count else {
                problems.append(DecoderFormat.missingMandatory("number of records", value))
                summary.add(opText)
                return finish(fields, summary, problems)
            }
            fields.append(DecodedField("number_of_records", .int(Int64(count))))
            summary.add(opCode == 5 ? "number of stored records: \(count)" : "combined report response: \(count) records")
        case 6:
            requireNullOperator()
            let response = GlucoseSupport.readResponse(&reader, requestName: racpOpCodeName,
                                                       responseName: racpResponseName, &fields, &problems)
            summary.add(response.text ?? opText)
            guard response.complete else { return finish(fields, summary, problems) }
        default:
            summary.add(opText)
            if reader.remaining > 0 {
                fields.append(DecodedField("operand", .bytes(value.suffix(from: reader.offset).array)))
                return finish(fields, summary, problems)
            }
        }

        if complete, reader.remaining > 0 {
            problems.append("\(DecoderFormat.bytes(reader.remaining)) after the operand the op code and operator give")
        }
        return finish(fields, summary, problems)
    }

    /// Reads the filter operand of operator 2, 3 or 4; returns the summary text ("less than or equal to 42") and
    /// whether the operand was whole.
    private static func racpFilter(operator op: UInt8, _ reader: inout FieldReader, _ value: Bytes,
                                   _ fields: inout [DecodedField], _ problems: inout [String])
        -> (text: String, complete: Bool) {
        let words = op == 2 ? "less than or equal to" : op == 3 ? "greater than or equal to" : "within range of"
        guard let filter = reader.u8() else {
            problems.append("operator \(op) needs a filter type and value, but the value ends after "
                + DecoderFormat.bytes(value.count))
            return (words, false)
        }
        fields.append(DecodedField("filter_type", .int(Int64(filter))))
        switch filter {
        case 1:
            fields.append(DecodedField("filter_type_name", .string("Sequence Number (GLS) / Time Offset (CGMS)")))
            return racpBounds(op, words, what: "filter value", order: "is above", value, &problems,
                              read: { reader.u16() }, text: { "\($0)" }) { v, key, _, _, _ in
                fields.append(DecodedField(key, .int(Int64(v))))
            }
        case 2:
            fields.append(DecodedField("filter_type_name", .string("User Facing Time")))
            return racpBounds(op, words, what: "user facing time", order: "is after", value, &problems,
                              read: { reader.dateTime() }, text: { $0.text }) { t, key, textKey, name, problems in
                t.append(key, textKey, what: name, to: &fields, problems: &problems)
            }
        default:
            fields.append(DecodedField("filter_type_name", .string("Reserved")))
            problems.append("filter type \(filter) is reserved for future use")
            if reader.remaining > 0 {
                fields.append(DecodedField("operand", .bytes(value.suffix(from: reader.offset).array)))
                _ = reader.rest()
            }
            return (words + " (filter type \(filter))", true)
        }
    }

    /// Reads the bounds of a filter, as the operator gives: the minimum for 3 (≥) and 4 (range), the maximum for 2
    /// (≤) and 4. `read` reads one; `append` appends it under the key "minimum" or "maximum" (and the text key
    /// "minimum_text" or "maximum_text", and the name "minimum <what>" or "maximum <what>" for its problems);
    /// `text` writes it. `what` names a bound in problems, `order` a minimum past its maximum. Returns the summary
    /// text and whether the bounds were whole.
    private static func racpBounds<T: Comparable>(
        _ op: UInt8, _ words: String, what: String, order: String, _ value: Bytes, _ problems: inout [String],
        read: () -> T?, text: (T) -> String,
        append: (T, StaticString, StaticString, String, inout [String]) -> Void
    ) -> (text: String, complete: Bool) {
        /// One bound ("minimum" or "maximum"); nil when the value ends first (the problem is then added).
        func bound(_ which: String, _ key: StaticString, _ textKey: StaticString) -> T? {
            guard let v = read() else {
                problems.append(DecoderFormat.missingMandatory(which + " " + what, value))
                return nil
            }
            append(v, key, textKey, which + " " + what, &problems)
            return v
        }
        var minimum: T?
        var maximum: T?
        if op != 2 {
            minimum = bound("minimum", "minimum", "minimum_text")
            if minimum == nil { return (words, false) }
        }
        if op != 3 {
            maximum = bound("maximum", "maximum", "maximum_text")
            if maximum == nil { return (words, false) }
        }
        if let minimum, let maximum, maximum < minimum {
            problems.append("the range minimum \(text(minimum)) \(order) its maximum \(text(maximum))")
        }
        switch (minimum, maximum) {
        case let (min?, max?): return (words + " " + text(min) + " to " + text(max), true)
        case let (min?, nil): return (words + " " + text(min), true)
        case let (nil, max?): return (words + " " + text(max), true)
        default: return (words, false)
        }
    }

    /// RACP op code names (GSS Record Access Control Point); nil for reserved op codes.
    static func racpOpCodeName(_ opCode: UInt8) -> String? {
        switch opCode {
        case 1: "Report stored records"
        case 2: "Delete stored records"
        case 3: "Abort operation"
        case 4: "Report number of stored records"
        case 5: "Number of stored records response"
        case 6: "Response Code"
        case 7: "Combined Report"
        case 8: "Combined Report Response"
        default: nil
        }
    }

    /// RACP operator names; nil for reserved operators.
    static func racpOperatorName(_ op: UInt8) -> String? {
        switch op {
        case 0: "Null"
        case 1: "All records"
        case 2: "Less than or equal to"
        case 3: "Greater than or equal to"
        case 4: "Within range of (inclusive)"
        case 5: "First record"
        case 6: "Last record"
        default: nil
        }
    }

    /// RACP Response Code values; nil for reserved values.
    static func racpResponseName(_ code: UInt8) -> String? {
        switch code {
        case 1: "Success"
        case 2: "Op Code not supported"
        case 3: "Invalid Operator"
        case 4: "Operator not supported"
        case 5: "Invalid Operand"
        case 6: "No records found"
        case 7: "Abort unsuccessful"
        case 8: "Procedure not completed"
        case 9: "Operand not supported"
        default: nil
        }
    }
}
