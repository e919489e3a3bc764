package io.japply.apply.internal.kubeconfig;

import io.japply.apply.kubeconfig.KubeconfigException;

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

    /**
     * The files kubectl's loading rules name, merged; a file that cannot be read or is not a
     * kubeconfig stops the run in kubectl's words ({@link KubeconfigFiles}).
     */
    static MergedKubeconfig load(List<KubeconfigFiles.Read> files) {
        Map<String, Entry> contexts = new LinkedHashMap<>();
        Map<String, Entry> clusters = new LinkedHashMap<>();
        Map<String, Entry> users = new LinkedHashMap<>();
        String current = null;
        java.util.List<String> errors = new java.util.ArrayList<>();
        for (KubeconfigFiles.Read read : files) {
            JsonNode root;
            try {
                root = parse(read.text());
            } catch (RuntimeException e) {
                errors.add(loadingError(read.file(), "yaml: " + io.japply.apply.internal.support.Messages.oneLine(String.valueOf(e.getMessage()))));
                continue;
            }
            if (root.isMissingNode() || root.isNull()) {
                continue;
            }
            if (!root.isObject() || !addAll(root, "contexts", "context", read.file(), contexts)
                    || !addAll(root, "clusters", "cluster", read.file(), clusters)
                    || !addAll(root, "users", "user", read.file(), users)) {
                errors.add(loadingError(read.file(), "not a kubeconfig: contexts, clusters and users must be lists of named entries"));
                continue;
            }
            JsonNode named = root.path("current-context");
            if (current == null && named.isTextual() && !named.asText().isEmpty()) {
                current = named.asText();
            }
        }
        if (!errors.isEmpty()) {
            throw new KubeconfigException(KubeconfigException.Kind.LOADING, errors);
        }
        return new MergedKubeconfig(contexts, clusters, users, current);
    }

    private static String loadingError(File file, String why) {
        return "error loading config file \"" + file.getPath() + "\": " + why;
    }

    /** The file's YAML tree, as kubectl types it; missing for an empty file. */
    private static JsonNode parse(String text) {
        List<JsonNode> documents = new GoYaml(new LoaderOptions()).readAll(text);
        if (documents.size() > 1) {
            throw new IllegalArgumentException("several documents in one kubeconfig");
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
            // an entry without its body is there, empty, as in kubectl
            into.putIfAbsent(name.asText(), new Entry(content.isObject() ? (ObjectNode) content
                    : com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode(), file));
        }
        return true;
    }
}
