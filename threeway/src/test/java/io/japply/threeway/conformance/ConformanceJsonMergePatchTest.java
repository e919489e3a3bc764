package io.japply.threeway.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.JsonMergePatch;
import io.japply.threeway.ThreeWayOptions;
import io.japply.threeway.json.Json;
import io.japply.threeway.merge.NullFilter;
import java.util.stream.Stream;

/** The three-way JSON merge patch (three-way) and its null filter (keep-or-delete-null); no schema. */
class ConformanceJsonMergePatchTest {

    static Stream<Invocation> invocations() {
        return Family.JSON_MERGE_PATCH.invocations();
    }

    @EachInvocation
    void jsonMergePatch(Invocation run) {
        run.judge(check -> {
            if (check.c().kind().equals("filter-null")) {
                filterNull(check);
            } else {
                threeWay(check);
            }
        });
    }

    /**
     * Upstream's CreateThreeWayJSONMergePatch has no overwrite switch; it always checks the two halves
     * of the patch against each other, which is the engine's overwrite=true. Overwrite=false adds
     * kubectl's original-to-current check, which upstream's function does not make.
     */
    private static void threeWay(CaseCheck check) {
        JsonNode patch = check.call("three-way patch", () -> JsonMergePatch.createThreeWay(
                check.input("original"), check.input("modified"), check.input("current"), ThreeWayOptions.OVERWRITE));
        check.json("threeWay", patch);
        JsonNode current = check.input("current");
        check.json("result", check.call("result",
                () -> JsonMergePatch.apply(current == null ? Json.object() : current, patch)));
    }

    private static void filterNull(CaseCheck check) {
        check.part("keep only nulls", () -> check.json("expectedWithNull",
                check.call("keepOnlyNulls", () -> NullFilter.keepOnlyNulls(check.input("original")))));
        check.part("drop nulls", () -> check.json("expectedWithoutNull",
                check.call("dropNulls", () -> NullFilter.dropNulls(check.input("original")))));
    }
}
