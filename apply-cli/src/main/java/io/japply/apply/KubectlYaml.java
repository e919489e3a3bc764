package io.japply.apply;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.apply.internal.yaml.GoYamlWriter;

/** kubectl's YAML text of a document: go-yaml v2's bytes, as {@code kubectl ... -o yaml} prints them. */
public final class KubectlYaml {
    private KubectlYaml() {
    }

    /** The document as kubectl's YAML, ending with a newline. */
    public static String write(JsonNode document) {
        return GoYamlWriter.write(document);
    }
}
