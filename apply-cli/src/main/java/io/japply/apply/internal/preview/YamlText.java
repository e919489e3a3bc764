package io.japply.apply.internal.preview;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.apply.internal.yaml.GoYamlWriter;

/** Objects as kubectl diff writes them to its files: kubectl's YAML ({@link GoYamlWriter}). */
public final class YamlText {
    private YamlText() {
    }

    /** The object as YAML text; "" for none (a side that does not exist). */
    public static String render(JsonNode object) {
        return object == null ? "" : GoYamlWriter.write(object);
    }
}
