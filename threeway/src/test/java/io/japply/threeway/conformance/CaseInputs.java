package io.japply.threeway.conformance;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.json.Json;
import io.japply.threeway.meta.PatchMetaLookup;

/**
 * A case's documents as the runner passes them: from the exact JSON text where the group compares
 * text (so numbers keep their exact literal), normalised where the group says so, keys arranged.
 */
final class CaseInputs {
    private final Corpus.Case c;
    private final PatchMetaLookup schema;
    private final KeyOrder order;
    private final boolean normalize;

    CaseInputs(Corpus.Case c, PatchMetaLookup schema, KeyOrder order) {
        this.c = c;
        this.schema = schema;
        this.order = order;
        this.normalize = "sortMergeListsByName".equals(c.group().path("normalize").asText());
    }

    /** An input document; absent means {@code null} (the engine reads it as {}). */
    JsonNode doc(String name) {
        JsonNode exact = c.body().path("exactJson").get(name);
        JsonNode value = exact != null ? parse(exact.asText()) : c.body().get(name);
        return order.arrange(normalized(value), c.id());
    }

    /** An expectation, normalised like the inputs (upstream never normalises what the engine returns). */
    JsonNode expectation(String name) {
        return normalized(c.body().get(name));
    }

    boolean hasExactText() {
        return c.body().has("exactJson");
    }

    String exactText(String name) {
        JsonNode exact = c.body().path("exactJson").get(name);
        return exact == null ? null : exact.asText();
    }

    private JsonNode normalized(JsonNode value) {
        return normalize && value != null ? Normalizer.sortMergeLists(value, schema) : value;
    }

    private static JsonNode parse(String text) {
        try {
            return Json.parse(text);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("corpus holds invalid JSON: " + text, e);
        }
    }
}
