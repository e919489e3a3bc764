package io.japply.it.bench;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.yaml.snakeyaml.LoaderOptions;

/** The manifest files of a directory as kubectl -f DIR picks them (.yaml, .yml, .json, not recursive). */
final class RealManifestsFiles {
    /** Install manifests with all their CRDs run to a few MB; SnakeYAML's default limit is 3 MB. */
    private static final int MAX_CODE_POINTS = 64 * 1024 * 1024;
    private static final YAMLMapper YAML = yamlMapper();

    private RealManifestsFiles() {
    }

    private static YAMLMapper yamlMapper() {
        LoaderOptions loader = new LoaderOptions();
        loader.setCodePointLimit(MAX_CODE_POINTS);
        return new YAMLMapper(YAMLFactory.builder().loaderOptions(loader)
                .disable(YAMLGenerator.Feature.SPLIT_LINES).build());
    }

    static List<Path> manifests(Path dir) throws IOException {
        try (var entries = Files.list(dir)) {
            return entries.filter(Files::isRegularFile)
                    .filter(p -> p.getFileName().toString().matches(".*\\.(yaml|yml|json)")).sorted().toList();
        }
    }

    /** Every non-empty document of every manifest file, in file order. */
    static List<JsonNode> read(Path dir) throws IOException {
        List<JsonNode> documents = new ArrayList<>();
        for (Path file : manifests(dir)) {
            documents.addAll(documents(file));
        }
        return documents;
    }

    private static List<JsonNode> documents(Path file) throws IOException {
        List<JsonNode> documents = new ArrayList<>();
        try (JsonParser parser = YAML.createParser(file.toFile());
             MappingIterator<JsonNode> it = YAML.readValues(parser, JsonNode.class)) {
            while (it.hasNextValue()) {
                JsonNode document = it.nextValue();
                if (document != null && !document.isNull() && !document.isMissingNode()) {
                    documents.add(document);
                }
            }
        }
        return documents;
    }

    /** The next version of each file of dir (see {@link RealManifestsEdits#nextVersion}), under the same names in target. */
    static Path writeNextVersion(Path dir, Path target) throws IOException {
        Files.createDirectories(target);
        for (Path file : manifests(dir)) {
            StringBuilder text = new StringBuilder();
            for (JsonNode document : documents(file)) {
                text.append(YAML.writeValueAsString(RealManifestsEdits.nextVersion(document)));
            }
            String name = file.getFileName().toString().replaceAll("\\.json$", ".yaml");
            Files.writeString(target.resolve(name), text);
        }
        return target;
    }
}
