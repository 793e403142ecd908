import Foundation
import Testing

/// The story told about real captures (`../shared/captures`, skipped when absent): conclusions that real phones,
/// controllers and sniffers used to make false. Each class of false conclusion has its own test in the files
/// `RealCaptureStory…Tests.swift`; this one checks that every capture is told at all.
@Suite(.enabled(if: SharedCorpus.present, "../shared/captures is absent"))
struct RealCaptureStoryTests {
    @Test(arguments: SharedCorpus.names)
    func everyCaptureIsTold(_ name: String) throws {
        let story = try SharedCorpus.story(name)
        #expect(story.status == 0, "\(story.stderr)")
        #expect(story.text.hasPrefix("hrsniff: "))
        #expect(story.records("capture").count == 1)
        #expect(story.records("summary").count == 1)
    }
}
