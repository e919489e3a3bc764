package io.japply.cli.printer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.japply.threeway.json.GoJson;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The cases tools/kyaml-reference/record recorded from the reference kubectl 1.37.2: the kubectl
 * arguments (without -o; OBJECTS/ is the objects folder), what -o json printed (the objects its
 * printer was handed) and what -o kyaml printed, with its exit code and stderr.
 */
record KyamlCases(String name, List<String> args, int exit, String stderr) {
    static final Path CORPUS = Path.of("src", "test", "resources", "printer", "kyaml");

    static List<KyamlCases> all() {
        try {
            List<KyamlCases> cases = new ArrayList<>();
            for (JsonNode c : new ObjectMapper().readTree(CORPUS.resolve("cases.json").toFile())) {
                List<String> args = new ArrayList<>();
                c.get("args").forEach(a -> args.add(a.asText()));
                cases.add(new KyamlCases(c.get("name").asText(), List.copyOf(args), c.get("exit").asInt(),
                        c.get("stderr").asText()));
            }
            return cases;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The objects of -o json, one after the other, read as japply reads the server's JSON. */
    List<JsonNode> objects() throws IOException {
        List<JsonNode> objects = new ArrayList<>();
        try (MappingIterator<JsonNode> it = GoJson.reader().forType(JsonNode.class).readValues(read(name + ".json"))) {
            it.forEachRemaining(objects::add);
        }
        return objects;
    }

    String json() throws IOException {
        return read(name + ".json");
    }

    String kyaml() throws IOException {
        return read(name + ".kyaml");
    }

    /** The arguments with the objects folder's path in place of OBJECTS/. */
    List<String> commandArgs() {
        String objects = CORPUS.resolve("objects").toAbsolutePath() + "/";
        return args.stream().map(a -> a.replace("OBJECTS/", objects)).toList();
    }

    private static String read(String file) throws IOException {
        return Files.readString(CORPUS.resolve(file), StandardCharsets.UTF_8);
    }

    @Override
    public String toString() {
        return name;
    }
}
