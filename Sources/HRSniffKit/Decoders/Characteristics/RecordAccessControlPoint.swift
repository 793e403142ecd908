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
            return GlucoseSupport.empty("Record Access Control Point", minimum: 2)
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
            problems.append(GlucoseSupport.missingMandatory("operator", value))
            summary.add(opText)
            return GlucoseSupport.finish(fields, summary, problems)
        }
        let operatorName = racpOperatorName(op)
        fields.append(DecodedField("operator", .int(Int64(op))))
        fields.append(DecodedField("operator_name", .string(operatorName ?? "Reserved")))
        if operatorName == nil { problems.append("operator \(op) is reserved for future use") }
        var reader = GlucoseSupport.Reader(value, offset: 2)
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
                problems.append("the value ends after \(DecoderFormat.bytes(value.count)), before the number of records")
                summary.add(opText)
                return GlucoseSupport.finish(fields, summary, problems)
            }
            fields.append(DecodedField("number_of_records", .int(Int64(count))))
            summary.add(opCode == 5 ? "number of stored records: \(count)" : "combined report response: \(count) records")
        case 6:
            requireNullOperator()
            guard let request = reader.u8() else {
                problems.append(GlucoseSupport.missingMandatory("request op code", value))
                summary.add(opText)
                return GlucoseSupport.finish(fields, summary, problems)
            }
            let requestName = racpOpCodeName(request)
            fields.append(DecodedField("request_op_code", .int(Int64(request))))
            fields.append(DecodedField("request_op_code_name", .string(requestName ?? "Reserved")))
            let requestText = requestName?.lowercased() ?? "op code " + DecoderFormat.hex(UInt64(request), digits: 2)
            guard let response = reader.u8() else {
                problems.append(GlucoseSupport.missingMandatory("response code value", value))
                summary.add("response to " + requestText)
                return GlucoseSupport.finish(fields, summary, problems)
            }
            let responseName = racpResponseName(response)
            fields.append(DecodedField("response_code", .int(Int64(response))))
            fields.append(DecodedField("response_code_name", .string(responseName ?? "Reserved")))
            if responseName == nil { problems.append("response code value \(response) is reserved for future use") }
            summary.add("response to " + requestText + ": " + (responseName?.lowercased() ?? "response \(response)"))
        default:
            summary.add(opText)
            if reader.remaining > 0 {
                fields.append(DecodedField("operand", .bytes(value.suffix(from: reader.offset).array)))
                return GlucoseSupport.finish(fields, summary, problems)
            }
        }

        if complete, reader.remaining > 0 {
            problems.append("\(DecoderFormat.bytes(reader.remaining)) after the operand the op code and operator give")
        }
        return GlucoseSupport.finish(fields, summary, problems)
    }

    /// Reads the filter operand of operator 2, 3 or 4; returns the summary text ("less than or equal to 42") and
    /// whether the operand was whole.
    private static func racpFilter(operator op: UInt8, _ reader: inout GlucoseSupport.Reader, _ value: Bytes,
                                   _ fields: inout [DecodedField], _ problems: inout [String])
        -> (text: String, complete: Bool) {
        let words = op == 2 ? "less than or equal to" : op == 3 ? "greater than or equal to" : "within range of"
        guard let filter = reader.u8() else {
            problems.append("operator \(op) needs a filter type and value, but the value ends after "
                + DecoderFormat.bytes(value.count))
            return (words, false)
        }
        fields.append(DecodedField("filter_type", .int(Int64(filter))))
        let hasMinimum = op != 2
        let hasMaximum = op != 3
        switch filter {
        case 1:
            fields.append(DecodedField("filter_type_name", .string("Sequence Number (GLS) / Time Offset (CGMS)")))
            var minimum: UInt16?
            var maximum: UInt16?
            if hasMinimum {
                guard let v = reader.u16() else {
                    problems.append(GlucoseSupport.missingMandatory("minimum filter value", value))
                    return (words, false)
                }
                minimum = v
                fields.append(DecodedField("minimum", .int(Int64(v))))
            }
            if hasMaximum {
                guard let v = reader.u16() else {
                    problems.append(GlucoseSupport.missingMandatory("maximum filter value", value))
                    return (words, false)
                }
                maximum = v
                fields.append(DecodedField("maximum", .int(Int64(v))))
            }
            if let minimum, let maximum, minimum > maximum {
                problems.append("the range minimum \(minimum) is above its maximum \(maximum)")
            }
            switch (minimum, maximum) {
            case let (min?, max?): return (words + " \(min) to \(max)", true)
            case let (min?, nil): return (words + " \(min)", true)
            case let (nil, max?): return (words + " \(max)", true)
            default: return (words, false)
            }
        case 2:
            fields.append(DecodedField("filter_type_name", .string("User Facing Time")))
            var minimum: GlucoseSupport.DateTime?
            var maximum: GlucoseSupport.DateTime?
            if hasMinimum {
                guard let t = reader.dateTime() else {
                    problems.append(GlucoseSupport.missingMandatory("minimum user facing time", value))
                    return (words, false)
                }
                minimum = t
                fields.append(DecodedField("minimum", t.scalar))
                fields.append(DecodedField("minimum_text", .string(t.text)))
                problems += t.problems("minimum user facing time")
            }
            if hasMaximum {
                guard let t = reader.dateTime() else {
                    problems.append(GlucoseSupport.missingMandatory("maximum user facing time", value))
                    return (words, false)
                }
                maximum = t
                fields.append(DecodedField("maximum", t.scalar))
                fields.append(DecodedField("maximum_text", .string(t.text)))
                problems += t.problems("maximum user facing time")
            }
            if let minimum, let maximum, maximum < minimum {
                problems.append("the range minimum \(minimum.text) is after its maximum \(maximum.text)")
            }
            switch (minimum, maximum) {
            case let (min?, max?): return (words + " \(min.text) to \(max.text)", true)
            case let (min?, nil): return (words + " \(min.text)", true)
            case let (nil, max?): return (words + " \(max.text)", true)
            default: return (words, false)
            }
        default:
            fields.append(DecodedField("filter_type_name", .string("Reserved")))
            problems.append("filter type \(filter) is reserved for future use")
            if reader.remaining > 0 {
                fields.append(DecodedField("operand", .bytes(value.suffix(from: reader.offset).array)))
                reader = GlucoseSupport.Reader(value, offset: value.count)
            }
            return (words + " (filter type \(filter))", true)
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
