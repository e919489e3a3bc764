package io.japply.threeway.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.MergeKeyOptions;
import io.japply.threeway.StrategicMergePatch;
import io.japply.threeway.ThreeWayOptions;
import java.util.List;

/** The two ways upstream creates a strategic merge patch, with the case keys that belong to each. */
enum Mode {
    TWO_WAY("two-way", "twoWay", "twoWayError", "original"),
    THREE_WAY("three-way", "threeWay", "threeWayError", "current");

    final String label;
    /** Expected patch; also the name of the mode in a group's {@code modes}. */
    final String patchName;
    /** Error text a failed creation may match (unknown-field). */
    final String errorName;
    /** The document the created patch is applied to. */
    final String baseName;

    Mode(String label, String patchName, String errorName, String baseName) {
        this.label = label;
        this.patchName = patchName;
        this.errorName = errorName;
        this.baseName = baseName;
    }

    /** The modes the case's group exercises, in order. */
    static List<Mode> of(ConformanceCase c) {
        List<String> modes = c.headerList("modes");
        return List.of(values()).stream().filter(m -> modes.contains(m.patchName)).toList();
    }

    /** The expected result of applying the patch: {@code twoWayResult}, else {@code modified}; {@code result}. */
    String resultName(ConformanceCase c) {
        if (this == THREE_WAY) {
            return "result";
        }
        return c.get("twoWayResult") != null ? "twoWayResult" : "modified";
    }

    /**
     * Creates the patch (overwrite only matters for three-way), noting the engine's answer. Upstream
     * pins its behaviour on duplicate merge keys too (create-patch-raw/056), so kubectl's is asked for.
     */
    JsonNode create(CaseCheck check, ThreeWayOptions asked) {
        ThreeWayOptions options = asked.withMergeKeys(MergeKeyOptions.ALLOW_DUPLICATES);
        String what = label + " patch" + (this == THREE_WAY ? " (overwrite=" + options.overwrite() + ")" : "");
        return check.call(what, () -> this == TWO_WAY
                ? StrategicMergePatch.createTwoWay(check.input("original"), check.input("modified"), check.schema(),
                        options.mergeKeys())
                : StrategicMergePatch.createThreeWay(check.input("original"), check.input("modified"),
                        check.input("current"), check.schema(), options));
    }

    /** Applies a created patch to this mode's base document, noting the engine's answer. */
    JsonNode applyTo(CaseCheck check, JsonNode patch) {
        return check.call(label + " result",
                () -> StrategicMergePatch.apply(check.input(baseName), patch, check.schema()));
    }
}
