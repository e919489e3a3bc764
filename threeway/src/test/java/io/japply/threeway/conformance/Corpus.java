package io.japply.threeway.conformance;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/** The upstream corpus copied into test resources (see resources/conformance/NOTICE). */
final class Corpus {
    static final String ROOT = "/conformance/";
    private static final YAMLMapper YAML = YAMLMapper.builder().enable(DeserializationFeature.USE_LONG_FOR_INTS).build();

    /** One case with the group file it belongs to. */
    record Case(String file, JsonNode group, JsonNode body) {
        String id() {
            return body.get("id").asText();
        }

        String kind() {
            return group.get("kind").asText();
        }

        String groupName() {
            return group.get("group").asText();
        }

        /** What a failing case prints: its file and the whole case. */
        String describe() {
            return "file " + file + ", case " + id() + " (" + body.path("description").asText() + "):\n"
                    + body.toPrettyString();
        }

        @Override
        public String toString() {
            return id();
        }
    }

    private Corpus() {
    }

    static List<Case> load(String file) {
        JsonNode group = read(file);
        List<Case> cases = new ArrayList<>();
        group.get("cases").forEach(c -> cases.add(new Case(file, group, c)));
        return cases;
    }

    static JsonNode read(String file) {
        try (InputStream in = Corpus.class.getResourceAsStream(ROOT + file)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource " + ROOT + file);
            }
            return YAML.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static InputStream stream(String file) {
        return Corpus.class.getResourceAsStream(ROOT + file);
    }
}
