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
public record Impersonation(String user, List<String> groups, Optional<String> uid) implements Interceptor {
    /** The impersonation the flags ask for, if any. */
    public static Optional<Impersonation> of(ConnectionFlags flags) {
        ConfigOverrides.validate(flags);
        if (ConfigOverrides.isEmpty(flags.as)) {
            return Optional.empty();
        }
        return Optional.of(new Impersonation(flags.as, List.copyOf(flags.asGroups),
                Optional.ofNullable(flags.asUid).filter(uid -> !uid.isEmpty())));
    }

    @Override
    public void before(BasicBuilder builder, HttpRequest request, RequestTags tags) {
        builder.setHeader("Impersonate-User", user);
        for (String group : groups) {
            builder.header("Impersonate-Group", group);
        }
        uid.ifPresent(value -> builder.setHeader("Impersonate-Uid", value));
    }
}
