package io.japply.threeway.smp;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The Go type a decoded JSON value has in Kubernetes: integers that fit in 64 bits are int64, every
 * other number is float64. Two values of different kinds are never equal.
 */
public enum Kind {
    NULL, BOOL, INT, FLOAT, STRING, MAP, LIST;

    public static Kind of(JsonNode node) {
        if (node == null || node.isNull() || node.isMissingNode()) {
            return NULL;
        }
        if (node.isObject()) {
            return MAP;
        }
        if (node.isArray()) {
            return LIST;
        }
        if (node.isBoolean()) {
            return BOOL;
        }
        if (node.isNumber()) {
            return node.isIntegralNumber() && node.canConvertToLong() ? INT : FLOAT;
        }
        return STRING;
    }

    public boolean isScalar() {
        return this != MAP && this != LIST;
    }
}
