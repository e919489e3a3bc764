package io.japply.threeway.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.PatchException;
import io.japply.threeway.ThreeWayOptions;

/**
 * Groups upstream compares as exact JSON text (number-conversion, unknown-field): per mode, a
 * failed creation passes only with a matching {@code twoWayError} / {@code threeWayError}; a
 * created patch and its application must print exactly as {@code exactJson} says. No conflict
 * rule here: a conflict is an error like any other.
 */
final class ExactTextJudge {
    private ExactTextJudge() {
    }

    static void judge(CaseCheck check) {
        for (Mode mode : Mode.of(check.c())) {
            check.part(mode.label, () -> judgeMode(check, mode));
        }
    }

    private static void judgeMode(CaseCheck check, Mode mode) {
        JsonNode patch;
        try {
            patch = mode.create(check, ThreeWayOptions.DETECT_CONFLICTS);
        } catch (PatchException e) {
            String allowed = check.c().text(mode.errorName);
            if (allowed != null && check.errorMatches(allowed, e)) {
                return;
            }
            throw check.mismatch("creating the patch failed", allowed == null ? "no error" : "error " + allowed,
                    e.getMessage());
        }
        check.exactJson(mode.patchName, patch);
        check.exactJson(mode.resultName(check.c()), mode.applyTo(check, patch));
    }
}
