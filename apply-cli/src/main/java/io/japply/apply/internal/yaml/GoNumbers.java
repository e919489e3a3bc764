package io.japply.apply.internal.yaml;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.json.GoJson;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * A JSON number as kubectl's YAML prints it: go-yaml reads the JSON text back as an int64, else a
 * uint64, else a float64, and writes a float64 with strconv's 'g' format (1.5, 1e+06, 1.2345675e+06).
 */
final class GoNumbers {
    private static final BigInteger UINT64_LIMIT = BigInteger.ONE.shiftLeft(64);

    private GoNumbers() {
    }

    static String text(JsonNode number) {
        if (number.isIntegralNumber()) {
            return integer(number.bigIntegerValue());
        }
        String json = GoJson.write(number); // what encoding/json wrote, which go-yaml then reads
        if (json.matches("-?[0-9]+")) {
            return integer(new BigInteger(json));
        }
        return formatG(number.doubleValue());
    }

    private static String integer(BigInteger value) {
        if (value.bitLength() < 64 || value.signum() > 0 && value.compareTo(UINT64_LIMIT) < 0) {
            return value.toString();
        }
        return formatG(value.doubleValue());
    }

    /** strconv.FormatFloat(d, 'g', -1, 64): shortest digits, exponent form below 1e-4 or from 1e6 on. */
    static String formatG(double d) {
        if (d == 0) {
            return 1 / d < 0 ? "-0" : "0";
        }
        BigDecimal shortest = GoJson.shortest(d);
        String digits = shortest.unscaledValue().abs().toString();
        int exponent = digits.length() - shortest.scale() - 1;
        if (exponent >= -4 && exponent < 6) {
            return shortest.toPlainString();
        }
        StringBuilder out = new StringBuilder(d < 0 ? "-" : "").append(digits.charAt(0));
        if (digits.length() > 1) {
            out.append('.').append(digits, 1, digits.length());
        }
        String power = Integer.toString(Math.abs(exponent));
        return out.append(exponent < 0 ? "e-" : "e+").append(power.length() < 2 ? "0" : "").append(power).toString();
    }
}
