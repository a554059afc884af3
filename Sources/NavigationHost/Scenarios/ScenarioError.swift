import Foundation

/// Why a scenario or the scenario matrix could not be read. Each message says where the problem
/// is (the step's index in `steps`, or the key) and what was expected; docs/scenarios.md has the
/// format.
public enum ScenarioError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A file could not be read.
    case unreadable(path: String, reason: String)
    /// The data is not JSON, or the scenario around its steps is not of the documented shape.
    case invalidDocument(String)
    /// One step (`steps[index]`) is not a valid input, pause or expectation.
    case invalidStep(index: Int, String)
    /// The matrix file is not of the documented shape.
    case invalidMatrix(String)

    /// What was wrong, where, and where the format is described.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "cannot read \(path): \(reason)"
        case .invalidDocument(let message):
            "not a scenario: \(message) (the format is in docs/scenarios.md)"
        case .invalidStep(let index, let message):
            "steps[\(index)]: \(message) (the step formats are in docs/scenarios.md)"
        case .invalidMatrix(let message):
            "not a scenario matrix: \(message) (the format is in docs/scenarios.md)"
        }
    }
}

/// What is wrong with one part of a scenario, before the caller knows which step it is in:
/// thrown by the `init(from:)` of steps, inputs and expectations, and turned into
/// ``ScenarioError`` with the step's index by ``Scenario``.
struct ScenarioFormatProblem: Error, Sendable {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}

/// A coding key for any string or index, so that decoders can list the keys an object has and
/// name the ones they do not know.
struct ScenarioCodingKey: CodingKey, Hashable {
    var stringValue: String
    var intValue: Int?

    init(_ string: String) {
        stringValue = string
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

extension KeyedDecodingContainer where Key == ScenarioCodingKey {
    /// Throws if the object has a key not in `known`, naming it and the keys that are allowed.
    func rejectUnknownKeys(_ known: [String], in what: String) throws(ScenarioFormatProblem) {
        guard let unknown = allKeys.map(\.stringValue).sorted().first(where: { !known.contains($0) }) else { return }
        throw ScenarioFormatProblem(
            "unknown key \"\(unknown)\" in \(what); its keys are \(known.map { "\"\($0)\"" }.joined(separator: ", "))")
    }
}

extension DecodingError {
    /// One sentence: where in the document (`steps[2].args`) and what was wrong.
    var scenarioMessage: String {
        switch self {
        case .typeMismatch(let type, let context):
            "\(Self.path(context.codingPath)): expected \(Self.jsonName(of: type))"
        case .valueNotFound(let type, let context):
            "\(Self.path(context.codingPath)): expected \(Self.jsonName(of: type)), got null"
        case .keyNotFound(let key, let context):
            "\(Self.path(context.codingPath + [key])): missing"
        case .dataCorrupted(let context):
            if let underlying = context.underlyingError {
                "\(Self.path(context.codingPath)): \(context.debugDescription) (\(underlying))"
            } else {
                "\(Self.path(context.codingPath)): \(context.debugDescription)"
            }
        @unknown default:
            "\(self)"
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        guard !keys.isEmpty else { return "the document" }
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }

    private static func jsonName(of type: Any.Type) -> String {
        let name = "\(type)"
        switch name {
        case "String": return "a string"
        case "Double", "Float", "Int", "CGFloat": return "a number"
        case "Bool": return "true or false"
        default:
            return name.hasPrefix("Array<") || (name.hasPrefix("[") && !name.contains(":")) ? "an array" : "an object"
        }
    }
}

extension ScenarioError {
    /// Decodes a scenario document: a ``ScenarioError`` thrown while decoding (a step's) passes
    /// through, and any other problem becomes `reportedAs(message)`.
    static func decode<Document: Decodable>(
        _ type: Document.Type, from data: Data, reportedAs wrap: (String) -> ScenarioError
    ) throws(ScenarioError) -> Document {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as ScenarioError {
            throw error
        } catch let problem as ScenarioFormatProblem {
            throw wrap(problem.message)
        } catch let error as DecodingError {
            throw wrap(error.scenarioMessage)
        } catch {
            throw wrap("\(error)")
        }
    }
}
