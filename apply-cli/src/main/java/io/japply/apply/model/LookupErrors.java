package io.japply.apply.model;

import java.util.List;

/**
 * Several errors at once, as kubectl reports them together (an aggregate; {@link io.japply.apply.LastAppliedTargets}
 * throws it): each message as it would stand alone, one a line (the server's "Error from server (...)"
 * lines as they are).
 */
public final class LookupErrors extends RuntimeException {
    private final List<String> messages;

    public LookupErrors(List<String> messages) {
        super(String.join("\n", messages), null, false, false);
        this.messages = List.copyOf(messages);
    }

    public List<String> messages() {
        return messages;
    }
}
