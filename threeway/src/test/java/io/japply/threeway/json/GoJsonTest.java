package io.japply.threeway.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.LongNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigInteger;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * Expected texts follow Go's encoding/json rules (strconv shortest digits; 'e' form below 1e-6 and
 * from 1e21) and were checked against kubectl 1.32's own output ({@code kubectl annotate --local -o json}).
 */
class GoJsonTest {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "0.1|0.1", "100|100", "1e20|100000000000000000000", "1e21|1e+21", "123456789.123|123456789.123",
        "1e-6|0.000001", "1e-7|1e-7", "1.5e-10|1.5e-10", "5e-324|5e-324",
        "1.7976931348623157e308|1.7976931348623157e+308", "3.4028234663852886e38|3.4028234663852886e+38",
        "-0.5|-0.5", "2.5e25|2.5e+25", "1.0|1", "-0.0|-0", "1e2|100", "2.5e-7|2.5e-7"})
    void floats(double value, String expected) {
        assertEquals(expected, GoJson.write(F.numberNode(value)));
    }

    /** Powers of two, where the gap below is half the gap above; JDK 17's Double.toString misses some. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "-25|2.9802322387695312e-8", "-44|5.684341886080802e-14", "-97|6.310887241768095e-30",
        "-77|6.617444900424222e-24", "89|6.189700196426902e+26", "-1074|5e-324", "-1022|2.2250738585072014e-308"})
    void powersOfTwo(int exponent, String expected) {
        assertEquals(expected, GoJson.write(F.numberNode(Math.scalb(1.0, exponent))));
    }

    @Test
    void shortestDigitsAreTheNearestOfTheFewest() {
        // 2^-25 is exactly 2.98023223876953125e-8: a tie at 17 digits goes to the even digit
        assertEquals("2.9802322387695312E-8", GoJson.shortest(Math.scalb(1.0, -25)).toString());
        // one digit reads back as Double.MIN_VALUE, though 4.9e-324 is nearer
        assertEquals("5E-324", GoJson.shortest(Double.MIN_VALUE).toString());
        assertEquals("-1.2345E+5", GoJson.shortest(-123450.0).toString());
    }

    @Test
    void integersStayExact() {
        assertEquals("9223372036854775807", GoJson.write(F.numberNode(Long.MAX_VALUE)));
        assertEquals("-9223372036854775808", GoJson.write(F.numberNode(Long.MIN_VALUE)));
        assertEquals("7", GoJson.write(F.numberNode(7)));
        // beyond int64 Go decodes a float64 and prints its shortest digits padded with zeros
        assertEquals("9223372036854776000", GoJson.write(F.numberNode(new BigInteger("9223372036854775808"))));
    }

    @Test
    void parseMakesIntegersLongsAndBeyondInt64Floats() throws Exception {
        JsonNode n = GoJson.parse("[7, 9223372036854775807, -9223372036854775809, 100000000000000000000, 1.0, -0]");
        assertTrue(n.get(0) instanceof LongNode && n.get(1) instanceof LongNode && n.get(5) instanceof LongNode);
        assertTrue(n.get(2) instanceof DoubleNode && n.get(3) instanceof DoubleNode && n.get(4) instanceof DoubleNode);
        // kubectl prints the same numbers so (int64 or float64 after its own decoding)
        assertEquals("[7,9223372036854775807,-9223372036854776000,100000000000000000000,1,0]", GoJson.write(n));
    }

    @Test
    void parseReplacesLoneSurrogatesAsGoDoes() throws Exception {
        JsonNode n = GoJson.parse("[\"a\\ud800b\", \"\\udc00\\ud83d\\ude00\", \"ok\"]");
        assertEquals("a\ufffdb", n.get(0).textValue());
        assertEquals("\ufffd\ud83d\ude00", n.get(1).textValue());
        assertEquals("ok", n.get(2).textValue());
    }

    @Test
    void stringsAreEscapedLikeGoWithHtmlEscaping() {
        assertEquals("\"\\u003ca href=\\\"x\\\"\\u003e\\u0026\\u003c/a\\u003e\"", GoJson.write(F.textNode("<a href=\"x\">&</a>")));
        assertEquals("\"\\u2028\\u2029\\u0001\\b\\f\\n\\r\\t\\\\\"", GoJson.write(F.textNode("\u2028\u2029\u0001\b\f\n\r\t\\")));
        assertEquals("\"é😀\"", GoJson.write(F.textNode("é😀")));
        // kubectl decodes a lone surrogate escape to U+FFFD and writes that character unescaped
        assertEquals("\"a\ufffdb\ufffd\ufffd\u007f\"", GoJson.write(F.textNode("a\ud800b\udc00\ud800\u007f")));
    }

    @Test
    void keysAreSortedByBytesAndOutputIsCompact() {
        ObjectNode o = F.objectNode();
        o.put("b", 1).put("a", 2).put("B", 3).put("é", 4).put("z", 5);
        o.putArray("l").add(1).addNull().add(true);
        o.putObject("m");
        assertEquals("{\"B\":3,\"a\":2,\"b\":1,\"l\":[1,null,true],\"m\":{},\"z\":5,\"é\":4}", GoJson.write(o));
    }
}
