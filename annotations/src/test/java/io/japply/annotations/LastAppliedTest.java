package io.japply.annotations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.InvalidPatchException;
import io.japply.threeway.json.Json;
import org.junit.jupiter.api.Test;

class LastAppliedTest {

    private static ObjectNode parse(String json) throws Exception {
        return (ObjectNode) Json.parse(json);
    }

    @Test
    void originalIsEmptyWithoutTheAnnotationOrWithAnEmptyOne() throws Exception {
        assertTrue(LastApplied.original(parse("{\"metadata\":{\"name\":\"a\"}}")).isEmpty());
        assertTrue(LastApplied.original(parse("{\"metadata\":{\"annotations\":{\"" + LastApplied.KEY + "\":\"\"}}}")).isEmpty());
    }

    @Test
    void originalIsTheParsedAnnotationWithIntegersAsIntegers() throws Exception {
        ObjectNode live = parse("{\"metadata\":{\"annotations\":{\"" + LastApplied.KEY
                + "\":\"{\\\"spec\\\":{\\\"replicas\\\":3}}\\n\"}}}");
        ObjectNode original = LastApplied.original(live).orElseThrow();
        assertTrue(original.at("/spec/replicas").isIntegralNumber());
        assertEquals(3, original.at("/spec/replicas").asInt());
    }

    @Test
    void originalReadsNumbersBeyondInt64AsKubectlWroteThem() throws Exception {
        // kubectl writes a float 1e20 as 100000000000000000000
        ObjectNode live = parse("{\"metadata\":{\"annotations\":{\"" + LastApplied.KEY
                + "\":\"{\\\"spec\\\":{\\\"big\\\":100000000000000000000}}\\n\"}}}");
        ObjectNode original = LastApplied.original(live).orElseThrow();
        assertEquals(1e20, original.at("/spec/big").doubleValue());
    }

    @Test
    void aMalformedAnnotationIsAnErrorNamingIt() throws Exception {
        ObjectNode live = parse("{\"metadata\":{\"annotations\":{\"" + LastApplied.KEY + "\":\"{oops\"}}}");
        InvalidPatchException e = assertThrows(InvalidPatchException.class, () -> LastApplied.original(live));
        assertEquals("metadata.annotations[" + LastApplied.KEY + "]", e.path());
        assertTrue(e.getMessage().contains("not valid JSON"), e.getMessage());
    }

    @Test
    void modifiedCarriesItsOwnSerializationAndLeavesTheInputAlone() throws Exception {
        ObjectNode local = parse("{\"kind\":\"ConfigMap\",\"apiVersion\":\"v1\",\"metadata\":{\"name\":\"c\"},"
                + "\"data\":{\"b\":\"<&>\",\"a\":\"1\"}}");
        String before = local.toString();
        ObjectNode modified = LastApplied.modified(local, "default");
        assertEquals(before, local.toString());
        String expected = "{\"apiVersion\":\"v1\",\"data\":{\"a\":\"1\",\"b\":\"\\u003c\\u0026\\u003e\"},\"kind\":\"ConfigMap\","
                + "\"metadata\":{\"annotations\":{},\"name\":\"c\",\"namespace\":\"default\"}}\n";
        assertEquals(expected, modified.at("/metadata/annotations").get(LastApplied.KEY).asText());
        assertEquals("default", modified.at("/metadata/namespace").asText());
    }

    @Test
    void anEmptyOrNullNamespaceTakesTheGivenOneAndAnotherIsKept() throws Exception {
        assertEquals("default", LastApplied.modified(parse("{\"metadata\":{\"namespace\":\"\"}}"), "default")
                .at("/metadata/namespace").asText());
        assertEquals("default", LastApplied.modified(parse("{\"metadata\":{\"namespace\":null}}"), "default")
                .at("/metadata/namespace").asText());
        assertEquals("team", LastApplied.modified(parse("{\"metadata\":{\"namespace\":\"team\"}}"), "default")
                .at("/metadata/namespace").asText());
        assertTrue(LastApplied.modified(parse("{\"metadata\":{\"namespace\":\"\"}}")).at("/metadata/namespace")
                .asText().isEmpty());
    }

    @Test
    void anOldAnnotationIsReplacedAndOtherAnnotationsKept() throws Exception {
        ObjectNode local = parse("{\"metadata\":{\"name\":\"c\",\"annotations\":{\"team\":\"x\",\""
                + LastApplied.KEY + "\":\"old\"}}}");
        ObjectNode modified = LastApplied.modified(local);
        assertEquals("{\"metadata\":{\"annotations\":{\"team\":\"x\"},\"name\":\"c\"}}\n",
                modified.at("/metadata/annotations").get(LastApplied.KEY).asText());
        assertEquals("x", modified.at("/metadata/annotations/team").asText());
        assertFalse(modified.at("/metadata").has("namespace"));
    }

    @Test
    void aNullAnnotationBecomesEmptyAndANumberIsRejected() throws Exception {
        ObjectNode withNull = parse("{\"metadata\":{\"name\":\"c\",\"annotations\":{\"a\":null,\"b\":\"x\"}}}");
        assertEquals("", LastApplied.modified(withNull).at("/metadata/annotations/a").asText());
        ObjectNode withNumber = parse("{\"metadata\":{\"name\":\"c\",\"annotations\":{\"a\":1}}}");
        InvalidPatchException e = assertThrows(InvalidPatchException.class, () -> LastApplied.modified(withNumber));
        assertEquals("metadata.annotations[a]", e.path());
    }

    @Test
    void annotationSizeCountsKeyAndValueBytes() throws Exception {
        assertEquals(2 + 3 + 1 + 2, LastApplied.annotationsSize(parse("{\"metadata\":{\"annotations\":{\"ab\":\"cde\",\"f\":\"é\"}}}")));
    }
}
