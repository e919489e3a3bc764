package io.japply.threeway.conformance;

import io.japply.threeway.meta.NoSchema;
import io.japply.threeway.meta.OpenApiSchemas;
import io.japply.threeway.meta.PatchMetaLookup;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The metadata sources upstream runs every strategic-merge-patch case against: Go struct tags
 * (emulated from struct-tags.yaml), OpenAPI v2 and OpenAPI v3, each for the case's model. Groups
 * without a schema (JSON merge patch, the conflict check) get {@link #NONE}.
 */
final class SchemaSources {
    static final Source NONE = new Source("no schema", () -> NoSchema.INSTANCE);
    private static final Map<String, Source> BUILT = new ConcurrentHashMap<>();

    /**
     * A named metadata source, built on first use inside a case (so a failure to build it fails
     * the cases one by one, with the report, rather than the runner's parameter source) and then
     * shared by all cases, as a lookup is in production.
     */
    static final class Source {
        private final String name;
        private final Supplier<PatchMetaLookup> build;
        private PatchMetaLookup lookup;

        Source(String name, Supplier<PatchMetaLookup> build) {
            this.name = name;
            this.build = build;
        }

        String name() {
            return name;
        }

        synchronized PatchMetaLookup lookup() {
            if (lookup == null) {
                lookup = build.get();
            }
            return lookup;
        }

        @Override
        public String toString() {
            return name;
        }
    }

    private SchemaSources() {
    }

    /** The sources the case's group names in {@code schemaSources}, in that order. */
    static List<Source> of(ConformanceCase c) {
        List<String> names = c.headerList("schemaSources");
        if (names.isEmpty()) {
            return List.of(NONE);
        }
        return names.stream().map(name -> source(c.model(), name)).toList();
    }

    static Source source(String model, String name) {
        return BUILT.computeIfAbsent(model + " " + name, k -> new Source(name, () -> build(model, name)));
    }

    private static PatchMetaLookup build(String model, String name) {
        String file = "schema/swagger-" + kebab(model);
        return switch (name) {
            case "struct" -> StructTagsSchema.of(ConformanceCorpus.readYaml("schema/struct-tags.yaml"),
                    Character.toUpperCase(model.charAt(0)) + model.substring(1));
            case "openapi-v2" -> OpenApiSchemas.load(ConformanceCorpus.readJson(file + ".json"), model);
            case "openapi-v3" -> OpenApiSchemas.load(ConformanceCorpus.readJson(file + "-v3.json"), model);
            default -> throw new IllegalArgumentException("unknown schema source " + name);
        };
    }

    /** mergeItem -> merge-item, as the schema files are named. */
    private static String kebab(String model) {
        return model.replaceAll("([a-z])([A-Z])", "$1-$2").toLowerCase(java.util.Locale.ROOT);
    }
}
