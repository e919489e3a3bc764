package io.japply.threeway.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/** One case of the corpus with the header of the group file it belongs to. */
record ConformanceCase(String file, JsonNode header, JsonNode body) {

    String id() {
        return body.get("id").asText();
    }

    String description() {
        return body.path("description").asText();
    }

    String kind() {
        return header.get("kind").asText();
    }

    /** The header's list under {@code key} (modes, schemaSources), empty when absent. */
    List<String> headerList(String key) {
        List<String> values = new ArrayList<>();
        header.path(key).forEach(v -> values.add(v.asText()));
        return values;
    }

    /** A case value, or {@code null} when the case does not have the key (YAML null is a NullNode). */
    JsonNode get(String key) {
        return body.get(key);
    }

    /** A text value of the case, or {@code null} when absent. */
    String text(String key) {
        JsonNode value = body.get(key);
        return value == null ? null : value.asText();
    }

    boolean flag(String key) {
        return body.path(key).asBoolean(false);
    }

    /** Whether upstream's harness matches error texts exactly rather than by substring. */
    boolean exactErrors() {
        return "exact".equals(header.path("errorMatch").asText());
    }

    /**
     * The groups converted from upstream's YAML tables (custom-apply, create-patch): only they are
     * normalised, and only there does a given but empty {@code result: {}} count as no result.
     */
    boolean yamlTable() {
        return "sortMergeListsByName".equals(header.path("normalize").asText());
    }

    /** The schema model: {@code mergeItem} or {@code precisionItem}. */
    String model() {
        String model = body.path("schema").asText(header.path("schemaType").asText("mergeItem"));
        return model.equals("precisionItem") ? model : "mergeItem";
    }

    @Override
    public String toString() {
        return id();
    }
}
