package io.japply.threeway.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.LongNode;
import io.japply.threeway.SchemaLookupException;
import io.japply.threeway.meta.FieldLookup;
import io.japply.threeway.meta.PatchMetaLookup;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/** The harness's own pieces, so that a passing conformance run means what it says. */
class ConformanceHarnessTest {
    private static final PatchMetaLookup MERGE_ITEM = SchemaSources.source("mergeItem", "struct").lookup();

    @Test
    void formatsValuesAsGoPercentV() {
        assertEquals("10", GoValues.formatV(LongNode.valueOf(10)));
        assertEquals("<nil>", GoValues.formatV(null));
        assertEquals("1e+06", GoValues.formatFloat(1_000_000.0));
        assertEquals("123456", GoValues.formatFloat(123_456.0));
        assertEquals("1.5", GoValues.formatFloat(1.5));
        assertEquals("1e-05", GoValues.formatFloat(0.00001));
        assertEquals("0.0001", GoValues.formatFloat(0.0001));
        assertEquals("0.1", GoValues.formatFloat(0.1));
        assertEquals("1.7976931348623157e+308", GoValues.formatFloat(Double.MAX_VALUE));
        assertEquals("map[a:1 b:[x <nil>]]", GoValues.formatV(json("{\"b\":[\"x\",null],\"a\":1}")));
        assertTrue(GoValues.compare("10", "9") < 0);
        assertTrue(GoValues.compare("9", "<nil>") < 0 && GoValues.compare("<nil>", "a") < 0);
    }

    @Test
    void sortsMergeListsOnly() {
        JsonNode doc = json("{\"mergingList\":[{\"name\":\"b\"},{\"value\":1},{\"name\":\"a\"}],"
                + "\"nonMergingList\":[{\"name\":\"b\"},{\"name\":\"a\"}],\"mergingIntList\":[3,1,3,1],"
                + "\"$retainKeys\":[\"b\",\"a\"],\"$setElementOrder/mergingList\":[{\"name\":\"b\"},{\"name\":\"a\"}]}");
        JsonNode sorted = MergeListSorter.sort(doc, MERGE_ITEM);
        // a missing merge key sorts as <nil>: after digits, before letters
        assertEquals(json("[{\"value\":1},{\"name\":\"a\"},{\"name\":\"b\"}]"), sorted.get("mergingList"));
        assertEquals(doc.get("nonMergingList"), sorted.get("nonMergingList"));
        assertEquals(json("[1,3]"), sorted.get("mergingIntList"));
        assertEquals(json("[\"a\",\"b\"]"), sorted.get("$retainKeys"));
        assertEquals(doc.get("$setElementOrder/mergingList"), sorted.get("$setElementOrder/mergingList"));
        assertThrows(IllegalArgumentException.class,
                () -> MergeListSorter.sort(json("{\"mergingIntList\":[1,1.0]}"), MERGE_ITEM));
    }

    @Test
    void structTagsLookupAsGoDoes() {
        FieldLookup list = MERGE_ITEM.lookupList("MergingList");
        assertEquals(List.of("merge"), list.meta().strategies());
        assertEquals("name", list.meta().mergeKey());
        assertEquals("struct", list.next().name());
        assertEquals(List.of(""), MERGE_ITEM.lookupMap("name").meta().strategies());
        assertEquals(List.of("merge", "retainKeys"), MERGE_ITEM.lookupList("retainKeysMergingList").meta().strategies());
        assertEquals("struct", MERGE_ITEM.lookupList("mergeItemPtr").next().name());
        assertEquals("ptr", MERGE_ITEM.lookupMap("mergeItemPtr").next().name());
        assertEquals("slice", MERGE_ITEM.lookupMap("jsonItem").next().lookupMap("raw").next().name());
        assertError("unable to find api field in struct MergeItem for the json field \"unknown\"",
                () -> MERGE_ITEM.lookupMap("unknown"));
        assertError("unable to find api field in struct  for the json field \"nested\"",
                () -> MERGE_ITEM.lookupMap("jsonItem").next().lookupMap("nested"));
        assertError("unable to find api field in struct RawExtension for the json field \"a\"",
                () -> MERGE_ITEM.lookupMap("replacingItem").next().lookupMap("a"));
        assertError("merging an object in json but data type is not struct, instead is: map",
                () -> MERGE_ITEM.lookupMap("simpleMap").next().lookupMap("a"));
        assertError("expected slice or array type, but got: struct", () -> MERGE_ITEM.lookupList("simpleMap"));
    }

    private static void assertError(String message, Runnable lookup) {
        SchemaLookupException e = assertThrows(SchemaLookupException.class, lookup::run);
        assertTrue(e.getMessage().startsWith(message), e.getMessage());
    }

    @Test
    void shufflesEveryObjectDeterministically() {
        JsonNode doc = json("{\"a\":1,\"b\":{\"x\":1,\"y\":2},\"c\":[{\"p\":1,\"q\":2}]}");
        JsonNode once = KeyShuffler.shuffle(doc, 7);
        assertEquals(once.toString(), KeyShuffler.shuffle(doc, 7).toString());
        assertEquals(doc, once);
        assertFalse(once.get("b").fieldNames().next().equals("x"));
        assertFalse(once.get("c").get(0).fieldNames().next().equals("p"));
    }

    @Test
    void comparesJsonAsUpstream() {
        assertTrue(JsonEquality.equal(json("{\"a\":[1,{\"b\":null}]}"), json("{\"a\":[1.0,{\"b\":null}]}")));
        assertFalse(JsonEquality.equal(json("{\"a\":null}"), json("{}")));
        assertFalse(JsonEquality.equal(json("[1,2]"), json("[2,1]")));
        assertFalse(JsonEquality.equal(json("{\"a\":\"1\"}"), json("{\"a\":1}")));
        assertTrue(JsonEquality.equal(LongNode.valueOf(3), DoubleNode.valueOf(3.0)));
        assertFalse(JsonEquality.equal(null, JsonNodeFactory.instance.nullNode()));
    }

    /** A failing case names its file and prints the whole case and what the engine returned. */
    @Test
    void aFailureShowsFileCaseAndEngineAnswers() {
        ConformanceCase c = ConformanceCorpus.group("strategicpatch/custom-apply-raw.yaml").get(0);
        Invocation run = new Invocation(c, SchemaSources.source("mergeItem", "openapi-v3"), KeyOrder.SHUFFLED);
        AssertionFailedError e = assertThrows(AssertionFailedError.class, () -> run.judge(check ->
                check.json("result", check.call("result", () -> json("{\"wrong\":true}")))));
        String message = e.getMessage();
        for (String expected : List.of("custom-apply-raw/000 [openapi-v3, shuffled]", "result differs",
                "strategicpatch/custom-apply-raw.yaml", c.description(), "engine returned:", "{\"wrong\":true}",
                "the whole case:", c.body().toPrettyString())) {
            assertTrue(message.contains(expected), "missing \"" + expected + "\" in:\n" + message);
        }
    }

    /** An engine that throws instead of answering fails each case on its own, naming the exception. */
    @Test
    void anEngineExceptionFailsTheCaseWithTheReport() {
        ConformanceCase c = ConformanceCorpus.group("strategicpatch/create-patch.yaml").get(0);
        Invocation run = new Invocation(c, SchemaSources.source("mergeItem", "openapi-v2"), KeyOrder.AS_WRITTEN);
        AssertionFailedError e = assertThrows(AssertionFailedError.class, () -> run.judge(check ->
                check.call("two-way patch", () -> {
                    throw new UnsupportedOperationException("not yet");
                })));
        assertTrue(e.getCause() instanceof UnsupportedOperationException);
        assertTrue(e.getMessage().contains("unexpected java.lang.UnsupportedOperationException: not yet"), e.getMessage());
        assertTrue(e.getMessage().contains("two-way patch: threw"), e.getMessage());
    }

    private static JsonNode json(String text) {
        try {
            return io.japply.threeway.json.Json.parse(text);
        } catch (Exception e) {
            throw new IllegalArgumentException(e);
        }
    }
}
