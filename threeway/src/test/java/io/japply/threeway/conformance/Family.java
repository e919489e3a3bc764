package io.japply.threeway.conformance;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/** The fixture families, one runner each, and the group files each one runs. */
enum Family {
    SORT("strategicpatch/sort-merge-lists.yaml"),
    APPLY("strategicpatch/custom-apply.yaml", "strategicpatch/custom-apply-raw.yaml",
            "strategicpatch/bad-arguments.yaml"),
    CREATE("strategicpatch/create-patch.yaml", "strategicpatch/create-patch-raw.yaml",
            "strategicpatch/replace-raw-extension.yaml"),
    NUMBER("strategicpatch/number-conversion.yaml"),
    UNKNOWN_FIELD("strategicpatch/unknown-field.yaml"),
    JSON_MERGE_PATCH("jsonmergepatch/three-way.yaml", "jsonmergepatch/keep-or-delete-null.yaml"),
    CONFLICTS("mergepatch/has-conflicts.yaml");

    /**
     * Cases that only a Go API can run, left out of every runner, with the reason. They test the
     * entry point that builds a struct-tag schema from a Go value; Java has no such entry point.
     */
    static final Map<String, String> GO_ONLY = Map.of(
            "bad-arguments/000", "\"bad struct\": builds a struct-tag schema from a Go []byte value",
            "bad-arguments/003", "\"nil struct\": builds a struct-tag schema from a Go nil");

    private final List<String> files;

    Family(String... files) {
        this.files = List.of(files);
    }

    List<String> files() {
        return files;
    }

    /** The runnable cases of the family, in file order. */
    List<ConformanceCase> cases() {
        return files.stream().flatMap(f -> ConformanceCorpus.group(f).stream())
                .filter(c -> !GO_ONLY.containsKey(c.id())).toList();
    }

    /** Every runnable case once per schema source of its group and per key order. */
    Stream<Invocation> invocations() {
        return cases().stream().flatMap(c -> SchemaSources.of(c).stream()
                .flatMap(source -> Arrays.stream(KeyOrder.values()).map(order -> new Invocation(c, source, order))));
    }
}
