package io.japply.threeway.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.JsonMergePatch;
import io.japply.threeway.ThreeWayOptions;
import io.japply.threeway.merge.NullFilter;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The upstream three-way JSON merge patch and null-filter cases, in both key orders. */
class JsonMergePatchConformanceTest {

    static Stream<Arguments> cases() {
        return Stream.of("three-way", "keep-or-delete-null")
                .flatMap(file -> KeyOrder.each(Corpus.load("jsonmergepatch/" + file + ".yaml")));
    }

    @ParameterizedTest(name = "{0} [{1}]")
    @MethodSource("cases")
    void conformance(Corpus.Case c, KeyOrder order) {
        JsonNode b = c.body();
        JsonNode original = order.arrange(b.get("original"), c.id());
        if (c.kind().equals("filter-null")) {
            StrategicPatchConformanceTest.assertJson(c, "expectedWithNull", b.get("expectedWithNull"),
                    NullFilter.keepOnlyNulls(original));
            StrategicPatchConformanceTest.assertJson(c, "expectedWithoutNull", b.get("expectedWithoutNull"),
                    NullFilter.dropNulls(original));
            return;
        }
        JsonNode current = order.arrange(b.get("current"), c.id());
        JsonNode modified = order.arrange(b.get("modified"), c.id());
        // upstream has no overwrite switch here: its only check is between the patch's two halves
        JsonNode patch = JsonMergePatch.createThreeWay(original, modified, current, ThreeWayOptions.OVERWRITE);
        StrategicPatchConformanceTest.assertJson(c, "threeWay", b.get("threeWay"), patch);
        JsonNode base = current == null ? io.japply.threeway.json.Json.object() : current;
        StrategicPatchConformanceTest.assertJson(c, "result", b.get("result"), JsonMergePatch.apply(base, patch));
    }
}
