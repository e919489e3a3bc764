package io.japply.apply.internal.kubeconfig;

import io.japply.apply.kubeconfig.Surroundings;
import java.nio.file.Path;
import io.japply.apply.kubeconfig.ConnectionRequest;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * The kubeconfig's user and cluster with what the line names laid over them, as kubectl lays its flags
 * over them: a flag given replaces its field; a client certificate or key flag replaces the file and the
 * data together; a CA flag or --insecure-skip-tls-verify replaces all of the cluster's trust. The
 * kubeconfig's relative paths are made absolute against the file that holds them, as kubectl does.
 */
final class RequestOverrides {
    private static final List<String> USER_PATHS = List.of("client-certificate", "client-key", "tokenFile");
    private static final List<String> CLUSTER_PATHS = List.of("certificate-authority");

    private RequestOverrides() {
    }

    static ObjectNode user(MergedKubeconfig.Entry entry, ConnectionRequest request, Path directory) {
        ObjectNode user = resolved(entry, USER_PATHS);
        set(user, "token", request.token());
        set(user, "username", request.username());
        set(user, "password", request.password());
        if (ConnectionRequest.given(request.clientCertificate())) {
            user.put("client-certificate", flagPath(request.clientCertificate(), directory));
            user.remove("client-certificate-data");
        }
        if (ConnectionRequest.given(request.clientKey())) {
            user.put("client-key", flagPath(request.clientKey(), directory));
            user.remove("client-key-data");
        }
        set(user, "as", request.impersonate());
        set(user, "as-uid", request.impersonateUid());
        if (!request.impersonateUserExtra().isEmpty()) {
            ObjectNode extra = user.putObject("as-user-extra");
            request.impersonateUserExtra().forEach((key, values) -> values.forEach(extra.putArray(key)::add));
        }
        if (!request.impersonateGroups().isEmpty()) {
            ArrayNode groups = user.putArray("as-groups");
            request.impersonateGroups().forEach(groups::add);
        }
        return user;
    }

    static ObjectNode cluster(MergedKubeconfig.Entry entry, ConnectionRequest request, Path directory) {
        ObjectNode cluster = resolved(entry, CLUSTER_PATHS);
        set(cluster, "server", request.server());
        if (request.insecureSkipTlsVerify() || ConnectionRequest.given(request.certificateAuthority())) {
            cluster.put(KubeconfigFastPath.INSECURE, request.insecureSkipTlsVerify());
            cluster.remove("certificate-authority-data");
            cluster.remove("certificate-authority");
            if (ConnectionRequest.given(request.certificateAuthority())) {
                cluster.put("certificate-authority", flagPath(request.certificateAuthority(), directory));
            }
        }
        return cluster;
    }

    private static ObjectNode resolved(MergedKubeconfig.Entry entry, List<String> paths) {
        if (entry == null) {
            return JsonNodeFactory.instance.objectNode();
        }
        ObjectNode copy = entry.body().deepCopy();
        for (String key : paths) {
            if (UsableCheck.has(copy, key) && copy.get(key).isTextual()) {
                copy.put(key, KubeconfigFastPath.resolve(entry.file(), copy.get(key).asText()));
            }
        }
        return copy;
    }

    /**
     * A flag's file as given (kubectl reads it against the working directory and names it as given); made
     * absolute only when the run's directory is not this process's (a warm process's request), since
     * fabric8 and the JDK read relative names against the process's own.
     */
    private static String flagPath(String name, Path directory) {
        return directory.equals(Surroundings.processDirectory()) ? name : directory.resolve(name).toString();
    }

    private static void set(ObjectNode body, String key, String value) {
        if (ConnectionRequest.given(value)) {
            body.put(key, value);
        }
    }
}
