package io.japply.threeway.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.json.Json;
import io.japply.threeway.meta.OpenApiSchemas;
import io.japply.threeway.meta.PatchMetaLookup;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Map;

/** The three metadata sources upstream runs every case against, for one model of the test schema. */
final class SchemaSources {
    private SchemaSources() {
    }

    /** Source name to lookup, for model {@code mergeItem} or {@code precisionItem}. */
    static Map<String, PatchMetaLookup> forModel(String model) {
        String file = model.equals("precisionItem") ? "swagger-precision-item" : "swagger-merge-item";
        Map<String, PatchMetaLookup> sources = new LinkedHashMap<>();
        sources.put("struct", StructTagsSchema.root(Corpus.read("schema/struct-tags.yaml"), goTypeOf(model)));
        sources.put("openapi-v2", OpenApiSchemas.load(json("schema/" + file + ".json"), model));
        sources.put("openapi-v3", OpenApiSchemas.load(json("schema/" + file + "-v3.json"), model));
        return sources;
    }

    private static String goTypeOf(String model) {
        return Character.toUpperCase(model.charAt(0)) + model.substring(1);
    }

    /** The v2 test schema has a trailing comma (upstream reads it with a YAML parser). */
    private static JsonNode json(String file) {
        try (InputStream in = Corpus.stream(file)) {
            return Json.lenientMapper().readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
