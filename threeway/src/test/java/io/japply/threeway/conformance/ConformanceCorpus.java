package io.japply.threeway.conformance;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.japply.threeway.json.Json;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The upstream corpus copied into {@code src/test/resources/conformance} (see NOTICE there): group
 * files to cases. Integers are read as Java longs and decimals as doubles, the types Kubernetes
 * decodes JSON numbers to (int64, float64), so that 1 from YAML equals 1 from the engine's parser.
 */
final class ConformanceCorpus {
    static final String ROOT = "/conformance/";
    private static final YAMLMapper YAML = YAMLMapper.builder()
            .enable(DeserializationFeature.USE_LONG_FOR_INTS)
            .build();
    private static final Map<String, List<ConformanceCase>> GROUPS = new ConcurrentHashMap<>();

    private ConformanceCorpus() {
    }

    static JsonNode manifest() {
        return readYaml("manifest.yaml");
    }

    /** The group files the manifest lists, e.g. {@code strategicpatch/create-patch.yaml}. */
    static List<String> files() {
        List<String> files = new ArrayList<>();
        manifest().get("files").forEach(f -> files.add(f.get("path").asText()));
        return files;
    }

    /** The cases of one group file, in file order; read once. */
    static List<ConformanceCase> group(String file) {
        return GROUPS.computeIfAbsent(file, f -> {
            JsonNode header = readYaml(f);
            List<ConformanceCase> cases = new ArrayList<>();
            header.get("cases").forEach(body -> cases.add(new ConformanceCase(f, header, body)));
            return List.copyOf(cases);
        });
    }

    static List<ConformanceCase> all() {
        return files().stream().flatMap(f -> group(f).stream()).toList();
    }

    static JsonNode readYaml(String file) {
        try (InputStream in = open(file)) {
            return YAML.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + ROOT + file, e);
        }
    }

    /** A schema file; {@code swagger-merge-item.json} has a trailing comma, hence the lenient reader. */
    static JsonNode readJson(String file) {
        try (InputStream in = open(file)) {
            return Json.lenientMapper().readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + ROOT + file, e);
        }
    }

    private static InputStream open(String file) {
        InputStream in = ConformanceCorpus.class.getResourceAsStream(ROOT + file);
        if (in == null) {
            throw new IllegalStateException("missing test resource " + ROOT + file);
        }
        return in;
    }
}
