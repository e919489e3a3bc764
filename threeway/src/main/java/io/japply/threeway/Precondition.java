package io.japply.threeway;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** A rule a computed patch must obey, e.g. "apiVersion must not change". */
public interface Precondition {

    /** True when the patch obeys the rule. */
    boolean holds(ObjectNode patch);

    /** The path the rule guards, for the error message. */
    String path();

    /** The patch must not touch the top-level field {@code key}. */
    static Precondition unchanged(String key) {
        return new Precondition() {
            @Override
            public boolean holds(ObjectNode patch) {
                return !patch.has(key);
            }

            @Override
            public String path() {
                return key;
            }
        };
    }

    /** The patch must not touch {@code metadata.<key>}. */
    static Precondition metadataUnchanged(String key) {
        return new Precondition() {
            @Override
            public boolean holds(ObjectNode patch) {
                JsonNode metadata = patch.get("metadata");
                return metadata == null || !metadata.isObject() || !metadata.has(key);
            }

            @Override
            public String path() {
                return "metadata." + key;
            }
        };
    }

    /** kubectl's rules for a three-way JSON merge patch: apiVersion, kind and name stay. */
    static java.util.List<Precondition> kubectlDefaults() {
        return java.util.List.of(unchanged("apiVersion"), unchanged("kind"), metadataUnchanged("name"));
    }
}
