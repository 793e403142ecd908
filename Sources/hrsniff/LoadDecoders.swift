import ArgumentParser
import Foundation
import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffKit
import Yams

/// Reads a user decoder file, JSON or YAML (recognised by its first non-blank character: `{` is JSON).
/// Exits with status 2 and the reason when the file cannot be read or does not describe valid decoders.
func loadDecoders(_ path: String) throws -> UserDecoders {
    guard let data = FileManager.default.contents(atPath: path) else {
        printError("hrsniff: \(path): cannot read the decoder file\nhrsniff: what to do: check the path given to --decoders")
        throw ExitCode(2)
    }
    do {
        let text = String(decoding: data, as: UTF8.self)
        let file: UserDecoderFile
        if text.first(where: { !$0.isWhitespace }) == "{" {
            file = try JSONDecoder().decode(UserDecoderFile.self, from: data)
        } else {
            file = try YAMLDecoder().decode(UserDecoderFile.self, from: text)
        }
        return try UserDecoders(file)
    } catch let problem as UserDecoders.Problem {
        printError("hrsniff: \(path): \(problem)\nhrsniff: what to do: correct the decoder file (docs/decoders.md describes it)")
        throw ExitCode(2)
    } catch {
        printError("hrsniff: \(path): not a decoder file: \(error)\nhrsniff: what to do: correct the decoder file (docs/decoders.md describes it)")
        throw ExitCode(2)
    }
}
