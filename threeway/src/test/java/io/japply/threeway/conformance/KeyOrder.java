package io.japply.threeway.conformance;

import com.fasterxml.jackson.databind.JsonNode;

/** The second dimension of every runner: the keys of the inputs as written, or shuffled. */
enum KeyOrder {
    AS_WRITTEN("as-written"), SHUFFLED("shuffled");

    private final String label;

    KeyOrder(String label) {
        this.label = label;
    }

    /** A fresh copy of an input document in this key order; {@code name} seeds the shuffle with the case id. */
    JsonNode arrange(JsonNode doc, String caseId, String name) {
        if (doc == null) {
            return null;
        }
        return this == AS_WRITTEN ? doc.deepCopy() : KeyShuffler.shuffle(doc, KeyShuffler.seed(caseId + "/" + name));
    }

    @Override
    public String toString() {
        return label;
    }
}
