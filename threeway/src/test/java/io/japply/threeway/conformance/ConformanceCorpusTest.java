package io.japply.threeway.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The loader reads the corpus as upstream decodes it, and the derived case fields agree with upstream's rules. */
class ConformanceCorpusTest {
    private static final JsonMapper JSON = JsonMapper.builder().enable(DeserializationFeature.USE_LONG_FOR_INTS).build();

    /** Go decodes JSON numbers to int64 or float64: every number must be a LongNode or a DoubleNode, never an IntNode or BigIntegerNode. */
    @Test
    void everyNumberIsALongOrADouble() {
        List<String> wrong = new ArrayList<>();
        ConformanceCorpus.all().forEach(c -> collectOddNumbers(c.id(), c.body(), wrong));
        assertEquals(List.of(), wrong);
    }

    private static void collectOddNumbers(String at, JsonNode node, List<String> wrong) {
        if (node.isNumber() && !node.isLong() && !node.isDouble()) {
            wrong.add(at + " = " + node + " (" + node.getClass().getSimpleName() + ")");
        }
        node.fields().forEachRemaining(e -> collectOddNumbers(at + "." + e.getKey(), e.getValue(), wrong));
        for (int i = 0; node.isArray() && i < node.size(); i++) {
            collectOddNumbers(at + "[" + i + "]", node.get(i), wrong);
        }
    }

    /** has-conflicts names the Go type of each side: the loaded value must have it. */
    @Test
    void conflictOperandsHaveTheirDeclaredGoTypes() {
        for (ConformanceCase c : ConformanceCorpus.group("mergepatch/has-conflicts.yaml")) {
            assertEquals(c.text("aType"), GoValues.typeOf(c.get("a")), c.id() + " a");
            assertEquals(c.text("bType"), GoValues.typeOf(c.get("b")), c.id() + " b");
        }
    }

    /** Where a case also gives upstream's JSON text, the YAML document is the same value with the same number types. */
    @Test
    void documentsEqualTheirExactJsonText() throws Exception {
        int compared = 0;
        for (ConformanceCase c : ConformanceCorpus.all()) {
            JsonNode exact = c.body().path("exactJson");
            for (var it = exact.fields(); it.hasNext(); compared++) {
                var e = it.next();
                assertEquals(JSON.readTree(e.getValue().asText()), c.get(e.getKey()), c.id() + " " + e.getKey());
            }
        }
        assertTrue(compared > 100, "exactJson texts compared: " + compared);
    }

    /** threeWayConflict carries upstream's rule (the description contains "conflict"); every conflict case retries with overwrite. */
    @Test
    void conflictFlagsFollowUpstreamsRule() {
        for (ConformanceCase c : Family.CREATE.cases()) {
            boolean conflict = c.description().contains("conflict");
            assertEquals(conflict, c.flag("threeWayConflict"), c.id());
            assertEquals(conflict, c.flag("retryWithOverwrite"), c.id());
            assertTrue(c.get("result") != null && !c.get("result").isEmpty(), c.id() + " has a result");
        }
    }
}
