import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffGATT
import HRSniffDecoders

/// `--filter EXPR`: a small expression language over the field names of the NDJSON objects (docs/json.md).
///
///     expression := or
///     or         := and { ("or" | "||") and }
///     and        := not { ("and" | "&&") not }
///     not        := ("not" | "!") not | primary
///     primary    := "(" expression ")" | field [ operator value ]
///     operator   := "==" | "=" | "!=" | "<" | "<=" | ">" | ">=" | "contains" | "~"
///     value      := number | string | word
///
/// A number is decimal (150, 863.5, -3) or hex (0x12); a string is in double or single quotes; a word is any other run
/// of letters, digits and `_ . : -` (2A37, sent). A field alone is true when the object has it and it is not false or
/// null (`error`). Fields are looked up as written, then as a path (`decoded.level_percent`), then inside the object's
/// `attribute` and `decoded` objects (`level_percent`, `uuid` of a procedure); `error` also finds `error_name`,
/// `error_code` and a non-zero `status`, and `opcode` also finds `request_opcode`. A comparison with a list is true
/// when it is true for one of its elements. Strings compare without regard to case, as do a number written as a literal
/// and a string field (`uuid == 2902`).
public indirect enum FilterExpression: Sendable, Equatable {
    case or(FilterExpression, FilterExpression)
    case and(FilterExpression, FilterExpression)
    case not(FilterExpression)
    case exists(String)
    case compare(String, Operator, Literal)

    public enum Operator: String, Sendable, Equatable {
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case contains
    }

    /// A literal as written, and its number when it is one.
    public struct Literal: Sendable, Equatable {
        public var text: String
        public var number: Double?
        public var quoted: Bool
    }

    /// A value of an NDJSON object.
    public indirect enum Value: Sendable, Equatable {
        case number(Double)
        case string(String)
        case bool(Bool)
        case list([Value])
        case object([String: Value])
        case null
    }

    /// What went wrong and where: `column` is the offset (in characters) of the bad token.
    public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
        public var message: String
        public var column: Int
        public var expression: String

        /// The message, the expression, and a caret under the bad token.
        public var description: String {
            "\(message)\n  \(expression)\n  " + String(repeating: " ", count: column) + "^"
        }
    }

    // MARK: Parsing

    public init(parsing text: String) throws(ParseError) {
        var parser = Parser(text)
        let tokens = try parser.tokenize()
        var p = TokenStream(tokens: tokens, text: text)
        let e = try p.or()
        if let extra = p.peek {
            throw ParseError(message: "expected 'and', 'or' or the end, found '\(extra.text)'", column: extra.column,
                             expression: text)
        }
        self = e
    }

    struct Token: Equatable {
        enum Kind: Equatable { case word, string, open, close, op, and, or, not, end }
        var kind: Kind
        var text: String
        var column: Int
    }

    private struct Parser {
        let characters: [Character]
        let text: String
        init(_ text: String) {
            self.text = text
            characters = Array(text)
        }

        static func isWordCharacter(_ c: Character) -> Bool {
            c.isLetter || c.isNumber || c == "_" || c == "." || c == ":" || c == "-" || c == "+"
        }

        mutating func tokenize() throws(ParseError) -> [Token] {
            var tokens: [Token] = []
            var i = 0
            while i < characters.count {
                let c = characters[i]
                if c.isWhitespace {
                    i += 1
                    continue
                }
                let start = i
                switch c {
                case "(":
                    tokens.append(Token(kind: .open, text: "(", column: i))
                    i += 1
                case ")":
                    tokens.append(Token(kind: .close, text: ")", column: i))
                    i += 1
                case "\"", "'":
                    i += 1
                    var s = ""
                    while i < characters.count && characters[i] != c {
                        if characters[i] == "\\", i + 1 < characters.count { i += 1 }
                        s.append(characters[i])
                        i += 1
                    }
                    guard i < characters.count else {
                        throw ParseError(message: "this string has no closing \(c)", column: start, expression: text)
                    }
                    i += 1
                    tokens.append(Token(kind: .string, text: s, column: start))
                case "=", "!", "<", ">", "~", "&", "|":
                    var op = String(c)
                    if i + 1 < characters.count, ["=", "&", "|"].contains(characters[i + 1]),
                       ["==", "!=", "<=", ">=", "&&", "||"].contains(op + String(characters[i + 1])) {
                        op.append(characters[i + 1])
                    }
                    i += op.count
                    switch op {
                    case "&&": tokens.append(Token(kind: .and, text: op, column: start))
                    case "||": tokens.append(Token(kind: .or, text: op, column: start))
                    case "!": tokens.append(Token(kind: .not, text: op, column: start))
                    case "&", "|":
                        throw ParseError(message: "'\(op)' is not an operator: use '\(op)\(op)' or '\(op == "&" ? "and" : "or")'",
                                         column: start, expression: text)
                    default: tokens.append(Token(kind: .op, text: op, column: start))
                    }
                default:
                    guard Self.isWordCharacter(c) else {
                        throw ParseError(message: "unexpected character '\(c)'", column: start, expression: text)
                    }
                    while i < characters.count && Self.isWordCharacter(characters[i]) { i += 1 }
                    let word = String(characters[start ..< i])
                    switch word.lowercased() {
                    case "and": tokens.append(Token(kind: .and, text: word, column: start))
                    case "or": tokens.append(Token(kind: .or, text: word, column: start))
                    case "not": tokens.append(Token(kind: .not, text: word, column: start))
                    case "contains": tokens.append(Token(kind: .op, text: "contains", column: start))
                    default: tokens.append(Token(kind: .word, text: word, column: start))
                    }
                }
            }
            return tokens
        }
    }

    private struct TokenStream {
        let tokens: [Token]
        let text: String
        var position = 0

        var peek: Token? { position < tokens.count ? tokens[position] : nil }
        var endColumn: Int { text.count }

        mutating func next() -> Token? {
            defer { position += 1 }
            return peek
        }

        func error(_ message: String, at token: Token?) -> ParseError {
            if let token { return ParseError(message: message + ", found '\(token.text)'", column: token.column, expression: text) }
            return ParseError(message: message + ", found the end", column: endColumn, expression: text)
        }

        mutating func or() throws(ParseError) -> FilterExpression {
            var left = try and()
            while peek?.kind == .or {
                position += 1
                left = .or(left, try and())
            }
            return left
        }

        mutating func and() throws(ParseError) -> FilterExpression {
            var left = try not()
            while peek?.kind == .and {
                position += 1
                left = .and(left, try not())
            }
            return left
        }

        mutating func not() throws(ParseError) -> FilterExpression {
            if peek?.kind == .not {
                position += 1
                return .not(try not())
            }
            return try primary()
        }

        mutating func primary() throws(ParseError) -> FilterExpression {
            guard let token = next() else { throw error("expected a field or '('", at: nil) }
            switch token.kind {
            case .open:
                let inner = try or()
                guard peek?.kind == .close else { throw error("expected ')' to close the '(' at column \(token.column + 1)", at: peek) }
                position += 1
                return inner
            case .word:
                guard token.text.first.map({ $0.isLetter || $0 == "_" }) == true else {
                    throw error("expected a field name", at: token)
                }
                guard let op = peek, op.kind == .op else { return .exists(token.text) }
                position += 1
                let oper: Operator = op.text == "=" ? .equal : op.text == "~" ? .contains : Operator(rawValue: op.text) ?? .equal
                guard let value = next(), value.kind == .word || value.kind == .string else {
                    position -= 1
                    throw error("expected a value after '\(op.text)'", at: peek)
                }
                let literal = Literal(text: value.text, number: value.kind == .word ? Self.number(value.text) : nil,
                                      quoted: value.kind == .string)
                if oper != .equal && oper != .notEqual && oper != .contains && literal.number == nil {
                    throw error("'\(op.text)' compares numbers", at: value)
                }
                return .compare(token.text, oper, literal)
            default:
                throw error("expected a field or '('", at: token)
            }
        }

        static func number(_ text: String) -> Double? {
            let lower = text.lowercased()
            if lower.hasPrefix("0x"), let v = UInt64(lower.dropFirst(2), radix: 16) { return Double(v) }
            if lower.hasPrefix("-0x"), let v = UInt64(lower.dropFirst(3), radix: 16) { return -Double(v) }
            guard let v = Double(text), v.isFinite, text.first.map({ $0.isNumber || $0 == "-" || $0 == "+" }) == true
            else { return nil }
            return v
        }
    }

    // MARK: Evaluating

    /// True when `object` (one NDJSON object) satisfies the expression.
    public func matches(_ object: [String: Value]) -> Bool {
        switch self {
        case .or(let a, let b): return a.matches(object) || b.matches(object)
        case .and(let a, let b): return a.matches(object) && b.matches(object)
        case .not(let a): return !a.matches(object)
        case .exists(let name):
            guard let v = Self.lookup(name, in: object) else { return false }
            switch v {
            case .null, .bool(false): return false
            default: return true
            }
        case .compare(let name, let op, let literal):
            guard let v = Self.lookup(name, in: object) else { return op == .notEqual }
            return Self.compare(v, op, literal)
        }
    }

    static func compare(_ v: Value, _ op: Operator, _ literal: Literal) -> Bool {
        switch v {
        case .list(let items):
            return op == .notEqual ? !items.contains { compare($0, .equal, literal) } : items.contains { compare($0, op, literal) }
        case .number(let n):
            guard let m = literal.number else {
                return op == .notEqual ? true : op == .contains ? Self.text(n).contains(literal.text.lowercased()) : false
            }
            switch op {
            case .equal: return n == m
            case .notEqual: return n != m
            case .less: return n < m
            case .lessOrEqual: return n <= m
            case .greater: return n > m
            case .greaterOrEqual: return n >= m
            case .contains: return Self.text(n).contains(literal.text.lowercased())
            }
        case .string(let s):
            let a = s.lowercased(), b = literal.text.lowercased()
            switch op {
            case .equal: return a == b
            case .notEqual: return a != b
            case .contains: return a.contains(b)
            default: return false
            }
        case .bool(let flag):
            let b = literal.text.lowercased()
            switch op {
            case .equal: return b == (flag ? "true" : "false")
            case .notEqual: return b != (flag ? "true" : "false")
            default: return false
            }
        case .object, .null:
            return op == .notEqual
        }
    }

    private static func text(_ n: Double) -> String {
        n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n)
    }

    static let nested = ["attribute", "decoded"]
    static let aliases: [String: [String]] = ["error": ["error_name", "error_code"], "opcode": ["request_opcode"]]

    /// The value of field `name` in `object` (see the type's documentation).
    static func lookup(_ name: String, in object: [String: Value]) -> Value? {
        if let v = object[name] { return v }
        if name.contains(".") {
            var current: Value = .object(object)
            for part in name.split(separator: ".") {
                guard case .object(let o) = current, let next = o[String(part)] else { return nil }
                current = next
            }
            return current
        }
        for key in nested {
            if case .object(let o)? = object[key], let v = o[name] { return v }
        }
        for alias in aliases[name] ?? [] {
            if let v = lookup(alias, in: object) { return v }
        }
        if name == "error", case .number(let status)? = object["status"], status != 0 { return .number(status) }
        return nil
    }
}
