package io.japply.apply.kubeconfig;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import io.japply.threeway.json.GoYaml;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.yaml.snakeyaml.LoaderOptions;

/**
 * Several kubeconfig files merged as kubectl merges them: for each context, cluster and user name the
 * first file that defines it wins, and the first file that names a current context sets it. Each entry
 * keeps the file it came from, against which its relative paths resolve.
 */
record MergedKubeconfig(Map<String, Entry> contexts, Map<String, Entry> clusters, Map<String, Entry> users,
                        String currentContext) {
    /** One named entry's body (the "context", "cluster" or "user" mapping) and its file. */
    record Entry(ObjectNode body, File file) {
    }

    /** The files merged in order; empty when one is not a kubeconfig this reader understands. */
    static Optional<MergedKubeconfig> read(List<File> files) {
        Map<String, Entry> contexts = new LinkedHashMap<>();
        Map<String, Entry> clusters = new LinkedHashMap<>();
        Map<String, Entry> users = new LinkedHashMap<>();
        String current = null;
        for (File file : files) {
            JsonNode root = parse(file);
            if (root == null) {
                return Optional.empty(); // unreadable or not YAML: fabric8's reading names the file and the reason
            }
            if (root.isMissingNode() || root.isNull()) {
                continue; // an empty file adds nothing, as in kubectl and fabric8
            }
            if (!root.isObject() || !addAll(root, "contexts", "context", file, contexts)
                    || !addAll(root, "clusters", "cluster", file, clusters) || !addAll(root, "users", "user", file, users)) {
                return Optional.empty();
            }
            JsonNode named = root.path("current-context");
            if (current == null && named.isTextual() && !named.asText().isEmpty()) {
                current = named.asText();
            }
        }
        return Optional.of(new MergedKubeconfig(contexts, clusters, users, current));
    }

    /**
     * The file's YAML tree, typed as kubectl types it (sigs.k8s.io/yaml, as for manifests: {@code yes} is
     * true); missing for an empty file; null when it cannot be read or parsed, or holds several documents.
     * Not Jackson's YAML reader: its first parser waits for JDK 25's BigDecimal set-up (HeadStart).
     */
    private static JsonNode parse(File file) {
        List<JsonNode> documents;
        try {
            documents = new GoYaml(new LoaderOptions()).readAll(Files.readString(file.toPath()));
        } catch (IOException | RuntimeException e) {
            return null; // SnakeYAML's and GoYaml's own errors are runtime exceptions
        }
        if (documents.size() > 1) {
            return null;
        }
        return documents.isEmpty() || documents.get(0) == null ? MissingNode.getInstance() : documents.get(0);
    }

    /** Adds the named entries of one list that are not defined yet; false when the list is malformed. */
    private static boolean addAll(JsonNode root, String list, String body, File file, Map<String, Entry> into) {
        JsonNode entries = root.path(list);
        if (entries.isMissingNode() || entries.isNull()) {
            return true;
        }
        if (!entries.isArray()) {
            return false;
        }
        for (JsonNode entry : entries) {
            JsonNode name = entry.path("name");
            JsonNode content = entry.path(body);
            if (!name.isTextual() || !(content.isObject() || content.isMissingNode() || content.isNull())) {
                return false;
            }
            if (content.isObject()) { // an entry without its body is ignored, as fabric8 does
                into.putIfAbsent(name.asText(), new Entry((ObjectNode) content, file));
            }
        }
        return true;
    }
}
