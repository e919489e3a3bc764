package io.japply.threeway.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.PatchException;
import io.japply.threeway.StrategicMergePatch;
import io.japply.threeway.smp.PatchText;
import java.util.function.Supplier;

/** Apply-only groups: custom-apply, custom-apply-raw (documents) and bad-arguments (text). */
final class ApplyJudge {
    private ApplyJudge() {
    }

    static void judge(CaseCheck check) {
        if (check.c().kind().equals("apply-error")) {
            check.part("apply text", () -> judgeText(check));
            return;
        }
        check.part("apply", () -> expectApplied(check, "result", () -> check.call("result",
                () -> StrategicMergePatch.apply(check.input("original"), check.input("patch"),
                        check.schema()))));
    }

    /**
     * Upstream's patch application check: with {@code expectedError} set, the application must fail
     * with a matching message; otherwise it must succeed and give the expectation {@code expectedName}.
     */
    static void expectApplied(CaseCheck check, String expectedName, Supplier<JsonNode> application) {
        String expectedError = check.c().text("expectedError");
        JsonNode result;
        try {
            result = application.get();
        } catch (PatchException e) {
            if (expectedError != null && check.errorMatches(expectedError, e)) {
                return;
            }
            throw check.mismatch("applying the patch failed", expectedError != null ? "error " + expectedError
                    : check.expected(expectedName), e.getMessage());
        }
        if (expectedError != null) {
            throw check.mismatch("the expected error did not occur", "error " + expectedError, result);
        }
        check.json(expectedName, result);
    }

    /** The text entry point: input that is not JSON must be refused with exactly upstream's message. */
    private static void judgeText(CaseCheck check) {
        String original = check.inputText("original");
        String patch = check.inputText("patch");
        String expectedError = check.c().text("expectedError");
        try {
            String result = check.call("result", () -> PatchText.apply(original, patch, check.schema()));
            throw check.mismatch("the expected error did not occur", "error " + expectedError, result);
        } catch (PatchException e) {
            if (!check.errorMatches(expectedError, e)) {
                throw check.mismatch("the error message differs", expectedError, e.getMessage());
            }
        }
    }
}
