package io.japply.it.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Arrays;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * A TCP proxy on loopback that holds every chunk the client sends for a fixed time before passing it
 * on: the round trip of a remote API server, in front of the real one (TLS passes through untouched).
 * For benchmarks only; it stops with the JVM (daemon threads).
 */
public final class LatencyProxy implements AutoCloseable {
    private final ServerSocket listener;
    private final int targetPort;
    private final long delayMillis;

    public LatencyProxy(int targetPort, long delayMillis) throws IOException {
        this.listener = new ServerSocket(0, 200, InetAddress.getLoopbackAddress());
        this.targetPort = targetPort;
        this.delayMillis = delayMillis;
        daemon(this::accept);
    }

    public int port() {
        return listener.getLocalPort();
    }

    /**
     * For scripts (bin/bench-startup): {@code TARGET_PORT DELAY_MS}; prints "port: N" once listening and
     * runs until its standard input ends.
     */
    public static void main(String[] args) throws IOException {
        try (LatencyProxy proxy = new LatencyProxy(Integer.parseInt(args[0]), Long.parseLong(args[1]))) {
            System.out.println("port: " + proxy.port());
            System.out.flush();
            System.in.transferTo(OutputStream.nullOutputStream());
        }
    }

    private void accept() {
        try {
            while (true) {
                Socket client = listener.accept();
                Socket server = new Socket(InetAddress.getLoopbackAddress(), targetPort);
                client.setTcpNoDelay(true);
                server.setTcpNoDelay(true);
                daemon(() -> pump(client, server, delayMillis));
                daemon(() -> pump(server, client, 0));
            }
        } catch (IOException closed) {
            // the listener was closed: the proxy is done
        }
    }

    /** A chunk and the time it may leave: a delay line, so that chunks sent together arrive together. */
    private record Due(byte[] bytes, long atNanos) {
    }

    private static void pump(Socket from, Socket to, long delayMillis) {
        BlockingQueue<Due> line = new LinkedBlockingQueue<>();
        Thread writer = new Thread(() -> deliver(line, to, from), "latency-proxy-out");
        writer.setDaemon(true);
        writer.start();
        byte[] buffer = new byte[64 * 1024];
        try (InputStream in = from.getInputStream()) {
            int read;
            while ((read = in.read(buffer)) >= 0) {
                line.add(new Due(Arrays.copyOf(buffer, read), System.nanoTime() + delayMillis * 1_000_000));
            }
        } catch (IOException e) {
            // one side closed
        } finally {
            line.add(new Due(null, 0));
        }
    }

    private static void deliver(BlockingQueue<Due> line, Socket to, Socket from) {
        try (OutputStream out = to.getOutputStream()) {
            for (Due due = line.take(); due.bytes() != null; due = line.take()) {
                long wait = due.atNanos() - System.nanoTime();
                if (wait > 0) {
                    Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
                }
                out.write(due.bytes());
                out.flush();
            }
        } catch (IOException | InterruptedException e) {
            // one side closed: close both below
        } finally {
            closeQuietly(from);
            closeQuietly(to);
        }
    }

    private static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException ignored) {
            // already closed
        }
    }

    private static void daemon(Runnable task) {
        Thread thread = new Thread(task, "latency-proxy");
        thread.setDaemon(true);
        thread.start();
    }

    @Override
    public void close() throws IOException {
        listener.close();
    }
}
