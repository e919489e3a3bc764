package io.japply.threeway.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.ConflictException;
import io.japply.threeway.ThreeWayOptions;

/**
 * Patch creation groups compared as JSON (create-patch, create-patch-raw, replace-raw-extension):
 * the two-way mode, then the three-way mode with upstream's conflict rule, which the corpus carries
 * as {@code threeWayConflict} (the description contains "conflict") and {@code retryWithOverwrite}.
 */
final class CreateJudge {
    private CreateJudge() {
    }

    static void judge(CaseCheck check) {
        for (Mode mode : Mode.of(check.c())) {
            check.part(mode.label, () -> {
                if (mode == Mode.TWO_WAY) {
                    compare(check, mode, mode.create(check, ThreeWayOptions.DETECT_CONFLICTS));
                } else {
                    threeWay(check);
                }
            });
        }
    }

    private static void threeWay(CaseCheck check) {
        ConformanceCase c = check.c();
        JsonNode patch;
        try {
            patch = Mode.THREE_WAY.create(check, ThreeWayOptions.DETECT_CONFLICTS);
        } catch (ConflictException e) {
            if (!c.flag("threeWayConflict")) {
                throw check.mismatch("unexpected conflict", "no conflict", e.getMessage());
            }
            if (c.flag("retryWithOverwrite")) {
                compare(check, Mode.THREE_WAY, Mode.THREE_WAY.create(check, ThreeWayOptions.OVERWRITE));
            }
            return;
        }
        if (c.flag("threeWayConflict") || !resultGiven(c)) {
            throw check.mismatch("expected conflict did not occur", "a conflict", patch);
        }
        compare(check, Mode.THREE_WAY, patch);
    }

    /** The created patch must equal the expected one, and applying it must give the expected result. */
    private static void compare(CaseCheck check, Mode mode, JsonNode patch) {
        check.json(mode.patchName, patch);
        ApplyJudge.expectApplied(check, mode.resultName(check.c()), () -> mode.applyTo(check, patch));
    }

    /** Upstream's {@code len(result) > 0}: in a YAML-table group {@code result: {}} is empty, in raw groups any given text counts. */
    private static boolean resultGiven(ConformanceCase c) {
        JsonNode result = c.get("result");
        return result != null && !(c.yamlTable() && result.isEmpty());
    }
}
