package io.japply.apply.internal.kubeconfig;

import io.fabric8.kubernetes.client.http.BasicBuilder;
import io.fabric8.kubernetes.client.http.HttpRequest;
import io.fabric8.kubernetes.client.http.Interceptor;
import io.japply.apply.kubeconfig.ConnectionRequest;
import java.util.List;
import java.util.Optional;

/**
 * kubectl's --as, --as-group, --as-uid and --as-user-extra: the Impersonate-User, Impersonate-Group (one
 * header per group), Impersonate-Uid and Impersonate-Extra-KEY headers on every request. fabric8's own
 * impersonation sends no UID, so japply adds them all itself.
 */
public record Impersonation(String user, List<String> groups, Optional<String> uid,
                            java.util.Map<String, List<String>> extras) implements Interceptor {
    /** The impersonation the request asks for, if any. */
    public static Optional<Impersonation> of(ConnectionRequest request) {
        if (!ConnectionRequest.given(request.impersonate())) {
            return Optional.empty();
        }
        return Optional.of(new Impersonation(request.impersonate(), List.copyOf(request.impersonateGroups()),
                Optional.ofNullable(request.impersonateUid()).filter(uid -> !uid.isEmpty()), request.impersonateUserExtra()));
    }

    /** A header name's key as client-go escapes it: bytes outside a header token percent-encoded. */
    public static String escapedKey(String key) {
        StringBuilder escaped = new StringBuilder();
        for (byte b : key.getBytes(java.nio.charset.StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xff);
            boolean token = c < 0x7f && (Character.isLetterOrDigit(c) || "%!#$&'*+-.^_`|~".indexOf(c) >= 0);
            escaped.append(token ? String.valueOf(c) : String.format("%%%02X", b & 0xff));
        }
        return escaped.toString();
    }

    @Override
    public void before(BasicBuilder builder, HttpRequest request, RequestTags tags) {
        builder.setHeader("Impersonate-User", user);
        for (String group : groups) {
            builder.header("Impersonate-Group", group);
        }
        uid.ifPresent(value -> builder.setHeader("Impersonate-Uid", value));
        extras.forEach((key, values) -> values.forEach(value -> builder.header("Impersonate-Extra-" + escapedKey(key), value)));
    }
}
