package io.japply.it.real;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The --atomic tests' releases: written as one file of a folder, and their objects as the server stores them. */
final class ReleaseObjects {
    private ReleaseObjects() {
    }

    /** A release folder {@code dir/name} holding the documents in one file. */
    static Path write(Path dir, String name, String... documents) throws IOException {
        Path release = Files.createDirectories(dir.resolve(name));
        Files.writeString(release.resolve("release.yaml"), String.join("---\n", documents));
        return release;
    }

    /** Each object ("kind/name", kind as kubectl get reads it) as {@link #comparable}, in the order given. */
    static Map<String, JsonNode> live(Cluster cluster, String ns, String... objects) {
        Map<String, JsonNode> live = new LinkedHashMap<>();
        for (String object : objects) {
            String[] kindName = object.split("/");
            live.put(object, comparable(cluster.get(kindName[0], ns, kindName[1])));
        }
        return live;
    }

    /**
     * The object as a release leaves it: without what the server and the controllers move on their own
     * (managedFields, resourceVersion, generation, status, the Deployment's revision).
     */
    static ObjectNode comparable(JsonNode live) {
        ObjectNode copy = (ObjectNode) live.deepCopy();
        ObjectNode metadata = copy.withObject("/metadata");
        metadata.remove(List.of("managedFields", "resourceVersion", "generation"));
        if (metadata.get("annotations") instanceof ObjectNode annotations) {
            annotations.remove("deployment.kubernetes.io/revision");
        }
        copy.remove("status");
        return copy;
    }
}
