package io.japply.cli.flags;

import io.fabric8.kubernetes.client.http.BasicBuilder;
import io.fabric8.kubernetes.client.http.HttpRequest;
import io.fabric8.kubernetes.client.http.Interceptor;
import java.util.List;
import java.util.Optional;

/**
 * kubectl's --as, --as-group and --as-uid: the Impersonate-User, Impersonate-Group (one header per
 * group) and Impersonate-Uid headers on every request. fabric8's own impersonation sends no UID, so
 * japply adds all three itself.
 */
public record Impersonation(String user, List<String> groups, Optional<String> uid,
                            java.util.Map<String, List<String>> extras) implements Interceptor {
    /** The impersonation the flags ask for, if any. */
    public static Optional<Impersonation> of(ConnectionFlags flags) {
        ConfigOverrides.validate(flags);
        if (ConfigOverrides.isEmpty(flags.as)) {
            return Optional.empty();
        }
        return Optional.of(new Impersonation(flags.as, List.copyOf(flags.asGroups),
                Optional.ofNullable(flags.asUid).filter(uid -> !uid.isEmpty()), extras(flags)));
    }

    /** --as-user-extra's KEY=VALUE pairs by key, in order; a pair without '=' is left out, as kubectl does. */
    public static java.util.Map<String, List<String>> extras(ConnectionFlags flags) {
        java.util.Map<String, List<String>> extras = new java.util.LinkedHashMap<>();
        for (String pair : flags.asUserExtra) {
            int at = pair.indexOf('=');
            if (at >= 0) {
                extras.computeIfAbsent(pair.substring(0, at), key -> new java.util.ArrayList<>()).add(pair.substring(at + 1));
            }
        }
        return extras;
    }

    /** A header name's key as client-go escapes it: bytes outside a header token percent-encoded. */
    static String escapedKey(String key) {
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
