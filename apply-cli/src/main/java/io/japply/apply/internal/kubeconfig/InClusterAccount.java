package io.japply.apply.internal.kubeconfig;

import io.japply.apply.kubeconfig.KubeconfigException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * A Pod's service account, as kubectl reads it when its configuration names no server: the API
 * server at KUBERNETES_SERVICE_HOST:KUBERNETES_SERVICE_PORT, the account's token and CA in the
 * account's folder. Possible only when both variables are set and the token file is there, as in kubectl.
 */
public record InClusterAccount(String server, Path token, Path ca, Path namespaceFile, String podNamespace) {
    /** Where a Pod has its service account's files. */
    public static final Path FOLDER = Path.of("/var/run/secrets/kubernetes.io/serviceaccount");

    /** The Pod's account, when this process runs as one; {@code folder} is {@link #FOLDER} outside tests. */
    static Optional<InClusterAccount> find(UnaryOperator<String> env, Path folder) {
        String host = env.apply("KUBERNETES_SERVICE_HOST");
        String port = env.apply("KUBERNETES_SERVICE_PORT");
        Path token = folder.resolve("token");
        if (host == null || host.isEmpty() || port == null || port.isEmpty() || !Files.exists(token)
                || Files.isDirectory(token)) {
            return Optional.empty();
        }
        String hostPort = host.contains(":") ? "[" + host + "]:" + port : host + ":" + port;
        return Optional.of(new InClusterAccount("https://" + hostPort, token, folder.resolve("ca.crt"),
                folder.resolve("namespace"), env.apply("POD_NAMESPACE")));
    }

    /** The token; a token file that cannot be read stops the run in Go's words, as kubectl's. */
    public String readToken() {
        try {
            return Files.readString(token).trim();
        } catch (IOException e) {
            throw KubeconfigException.of(KubeconfigException.Kind.UNUSABLE,
                    "open " + token + ": " + (Files.isReadable(token) ? String.valueOf(e.getMessage()) : "permission denied"));
        }
    }

    /** The CA file, when it can be read; kubectl goes on without one otherwise. */
    public Optional<Path> readableCa() {
        return Files.isReadable(ca) && !Files.isDirectory(ca) ? Optional.of(ca) : Optional.empty();
    }

    /** The Pod's namespace: POD_NAMESPACE, else the account's namespace file, else "default". */
    public String namespace() {
        if (podNamespace != null && !podNamespace.isEmpty()) {
            return podNamespace;
        }
        try {
            String read = Files.readString(namespaceFile).trim();
            return read.isEmpty() ? "default" : read;
        } catch (IOException e) {
            return "default";
        }
    }
}
