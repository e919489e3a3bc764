package io.japply.apply.internal.cluster;

import io.japply.apply.cluster.ClusterGateway;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Optional;
import io.japply.apply.model.Failure;
import io.japply.apply.internal.read.ObjectNames;

/** The namespace of an object, as kubectl decides it: the file's, else -n, else the context's. */
public final class Namespaces {
    private Namespaces() {
    }

    /** Null for cluster-scoped kinds; a file and -n that disagree are refused, as in kubectl. */
    public static String of(ObjectNode object, ClusterGateway.Served served, Optional<String> flag, ClusterGateway cluster) {
        if (!served.namespaced()) {
            return null;
        }
        String inFile = object.path("metadata").path("namespace").asText("");
        if (!inFile.isEmpty() && flag.isPresent() && !inFile.equals(flag.get())) {
            throw Failure.input("the namespace from the provided object \"" + inFile + "\" does not match the namespace \""
                    + flag.get() + "\"; pass --namespace=" + inFile);
        }
        String namespace = !inFile.isEmpty() ? inFile : flag.orElseGet(cluster::contextNamespace);
        // the server would refuse it; and a namespace is a segment of the object's path
        ObjectNames.namespaceProblem(object.path("kind").asText(), object.path("metadata").path("name").asText(), namespace)
                .ifPresent(problem -> {
                    throw Failure.input(problem);
                });
        return namespace;
    }
}
