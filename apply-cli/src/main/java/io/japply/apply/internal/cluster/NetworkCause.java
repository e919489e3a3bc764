package io.japply.apply.internal.cluster;

import java.io.EOFException;
import java.net.ConnectException;
import java.net.UnknownHostException;
import java.net.http.HttpTimeoutException;
import java.nio.channels.UnresolvedAddressException;
import java.util.concurrent.TimeoutException;
import javax.net.ssl.SSLException;

/**
 * Why a request got no answer, in words a user can act on, and whether trying again can help. A
 * refused connection is tried again only when the server has answered before ({@link BoundedExchange}).
 */
enum NetworkCause {
    /** Nothing listens there: the request never reached a server, so any request may be sent again. */
    REFUSED("connection refused", false),
    DNS("no such host", false),
    TLS("TLS handshake failed", false),
    /** The client's connect timeout (TCP and TLS handshake), which may end before the request's deadline. */
    CONNECT_TIMEOUT("the connection timed out", false),
    TIMEOUT("no answer in time", false),
    /** The server may have done the request; only a request that is safe to repeat is sent again. */
    CUT("the answer was cut off", true),
    RESET("the connection was reset", true);

    private final String words;
    private final boolean transient_;

    NetworkCause(String words, boolean transient_) {
        this.words = words;
        this.transient_ = transient_;
    }

    /** Whether the request may have reached the server before the answer was lost (so a write may have landed). */
    boolean mayHaveArrived() {
        return this == CUT || this == RESET || this == TIMEOUT;
    }

    /** Whether another try may succeed. */
    boolean isTransient() {
        return transient_;
    }

    static NetworkCause of(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof UnresolvedAddressException || t instanceof UnknownHostException) {
                return DNS;
            }
            if (t instanceof SSLException) {
                return TLS;
            }
            if (t instanceof java.net.http.HttpConnectTimeoutException) {
                return CONNECT_TIMEOUT;
            }
            if (t instanceof HttpTimeoutException || t instanceof TimeoutException) {
                return TIMEOUT;
            }
        }
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof ConnectException) {
                return REFUSED; // the JDK's, with a null message and a closed channel under it
            }
        }
        Throwable root = root(failure);
        String message = String.valueOf(root.getMessage()).toLowerCase(java.util.Locale.ROOT);
        return root instanceof EOFException || message.contains("content-length") ? CUT : RESET;
    }

    /** The cause in words, with the library's own detail when it has one worth reading. */
    String describe(Throwable failure) {
        String detail = root(failure).getMessage();
        boolean useful = detail != null && !detail.isBlank() && this != REFUSED && this != TIMEOUT
                && this != CONNECT_TIMEOUT
                && !(this == RESET && detail.toLowerCase(java.util.Locale.ROOT).contains("reset"));
        return useful ? words + " (" + detail.strip() + ")" : words;
    }

    private static Throwable root(Throwable failure) {
        Throwable t = failure;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return t;
    }
}
