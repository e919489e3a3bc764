package io.japply.apply.internal.preview.normalize;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/**
 * The scalar fields of built-in kinds that Go's omitempty drops at their zero value
 * ({@code hostNetwork: false}, {@code subPath: ""}), from omitted-when-zero.txt beside this class;
 * pointer fields keep false and 0 and are not in it.
 */
final class OmittedWhenZero {
    private static final String RESOURCE = "omitted-when-zero.txt";

    private OmittedWhenZero() {
    }

    private static final class Fields {
        static final Set<String> ALL = read();
    }

    /** Whether {@code value} of the field {@code property} of {@code definition} is stored as nothing. */
    static boolean omitted(String definition, String property, JsonNode value) {
        return zero(value) && Fields.ALL.contains(definition + "/" + property);
    }

    private static boolean zero(JsonNode value) {
        return value.isNull() || value.isBoolean() && !value.booleanValue()
                || value.isTextual() && value.textValue().isEmpty()
                || value.isNumber() && value.decimalValue().signum() == 0;
    }

    private static Set<String> read() {
        try (InputStream in = OmittedWhenZero.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + RESOURCE);
            }
            Set<String> fields = new HashSet<>();
            new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines()
                    .filter(line -> !line.startsWith("#") && !line.isBlank())
                    .forEach(line -> {
                        String[] parts = line.split(":", 2);
                        Arrays.stream(parts[1].trim().split(" ")).forEach(p -> fields.add(parts[0] + "/" + p));
                    });
            return Set.copyOf(fields);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
